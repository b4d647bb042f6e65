import { deserialize, serialize } from 'node:v8';
import type { Instrument, PriceTick } from '../feed';
import type { RedisBus } from './redis-bus';

const CHANNEL = 'tradescope:prices';
// The sockets push prices once a second (WS_LIMITS.pushEveryMs); four relays a second keep them at most that late.
const RELAY_EVERY_MS = 250;

export type RelayedPrice = { readonly tick: PriceTick; readonly instrument: Instrument };

type Log = { warn: (object: unknown, message?: string) => void };

/**
 * The feed's side of the price fan-out: the latest tick of each symbol, relayed in one message every 250 ms (a
 * live venue ticks far faster than sockets push; only the latest price matters). Prices are news, not state: a
 * process that misses some hears the next ones.
 */
export const createPricePublisher = (bus: RedisBus, log: Log) => {
  let pending = new Map<string, RelayedPrice>();
  const timer = setInterval(() => {
    if (pending.size === 0) return;
    const batch = [...pending.values()];
    pending = new Map();
    bus
      .publish(CHANNEL, serialize(batch))
      .catch((error: unknown) => log.warn({ err: error }, 'prices not relayed'));
  }, RELAY_EVERY_MS);
  timer.unref();
  return {
    add: (tick: PriceTick, instrument: Instrument): void => {
      pending.set(instrument.id, { tick, instrument });
    },
    stop: (): void => clearInterval(timer),
  };
};

/** The api side: hears every relayed price until the returned function is called. */
export const followPrices = (
  bus: RedisBus,
  onPrice: (price: RelayedPrice) => void,
): Promise<() => Promise<void>> =>
  bus.subscribe(CHANNEL, (message) => {
    for (const price of deserialize(message) as RelayedPrice[]) onPrice(price);
  });
