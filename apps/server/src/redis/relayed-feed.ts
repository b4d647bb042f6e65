import { deserialize } from 'node:v8';
import { type Candle, type CandleColumns, emptyColumns, type SeriesKey } from '@tradescope/engine';
import {
  CandleStore,
  createMarketEvents,
  type FeedMode,
  type FeedStatus,
  type Instrument,
  type MarketFeed,
} from '../feed';
import type { FeedMeta, FeedTicks, RelayedClose } from './feed-relay';
import { candlesKey, META, SERIES, STREAM, seriesId, TICKS, unpackRows } from './feed-relay-format';
import type { RedisBus } from './redis-bus';

const BLOCK_MS = 5000;
// Series read per round trip while loading the snapshot (each a window of up to 48 KB).
const BATCH = 200;

type Log = {
  warn: (object: unknown, message?: string) => void;
  error: (object: unknown, message?: string) => void;
};

const fieldsOf = (fields: Buffer[]): Map<string, Buffer> => {
  const map = new Map<string, Buffer>();
  for (let i = 0; i + 1 < fields.length; i += 2) map.set(fields[i]!.toString(), fields[i + 1]!);
  return map;
};

/**
 * The scale mode's api side of the feed (DESIGN §4): a MarketFeed over what the feed's process relays through Redis,
 * so the routes, the socket hub and the matches pages read it as they read a feed of their own, and the api opens no
 * exchange connection. `load` reads the snapshot (every series' window, the instruments, the feed's status); `start`
 * follows the stream from the entry the snapshot was read after: a close is applied once (a series and open time
 * already held is skipped), a new snapshot entry (the feed restarted) is read whole, and the relayed ticks carry the
 * prices, forming candles and clock.
 */
export class RelayedFeed implements MarketFeed {
  readonly store = new CandleStore();
  readonly events = createMarketEvents();
  readonly #bus: RedisBus;
  readonly #now: () => number;
  readonly #log: Log;
  #instruments: readonly Instrument[] = [];
  #status: FeedStatus | undefined;
  /** When the status was heard (ms of `now`): the clock runs on from it. */
  #heardAt = 0;
  readonly #forming = new Map<string, Candle>();
  #lastId = '0-0';
  #loaded = false;
  #stopped = false;
  #reader: Awaited<ReturnType<RedisBus['blocking']>> | undefined;
  #stopTicks: (() => Promise<void>) | undefined;
  readonly #instrumentListeners = new Set<(instruments: readonly Instrument[]) => void>();

  constructor(bus: RedisBus, now: () => number, log: Log) {
    this.#bus = bus;
    this.#now = now;
    this.#log = log;
  }

  get mode(): FeedMode {
    return this.#status?.mode ?? 'off';
  }

  /** Whether the snapshot is loaded: until a feed's process has written one, the api has no market data. */
  get loaded(): boolean {
    return this.#loaded;
  }

  /** Hears the instruments whenever the relay lists them anew (the socket hub pushes prices of those it knows). */
  onInstruments(listener: (instruments: readonly Instrument[]) => void): void {
    this.#instrumentListeners.add(listener);
  }

  /**
   * The stream's last entry, then the snapshot: anything the feed wrote between the two is in the snapshot and comes
   * again on the stream, where it is skipped as already held.
   */
  async load(): Promise<void> {
    const [last] = await this.#bus.commands.xrevrange(STREAM, '+', '-', 'COUNT', 1);
    this.#lastId = last?.[0] ?? '0-0';
    await this.#readSnapshot();
  }

  async #readSnapshot(): Promise<void> {
    const { commands } = this.#bus;
    const meta = await commands.getBuffer(META);
    if (meta === null) return;
    const windows = Object.entries(await commands.hgetall(SERIES));
    const read: [id: string, packed: Buffer, window: number][] = [];
    for (let from = 0; from < windows.length; from += BATCH) {
      const batch = windows.slice(from, from + BATCH);
      const rows = await commands.mgetBuffer(...batch.map(([id]) => candlesKey(id)));
      batch.forEach(([id, window], i) => {
        const packed = rows[i];
        if (packed !== null && packed !== undefined) read.push([id, packed, Number(window)]);
      });
    }
    // Swapped in one turn of the event loop: a request during the reads is answered from the old snapshot, never from
    // a store half refilled (a feed's restart would otherwise blank charts and grids for the reads' round trips).
    this.store.clear();
    this.#forming.clear();
    for (const [id, packed, window] of read) this.#create(id, packed, window);
    this.#setMeta(deserialize(meta) as FeedMeta);
    this.#loaded = true;
  }

  #create(id: string, packed: Buffer, window: number): void {
    const [source, symbol, timeframe] = id.split('|') as [string, string, string];
    const key = { source, symbol, timeframe: Number(timeframe) } as SeriesKey;
    this.store.create(key, unpackRows(packed, window), window);
  }

  #setMeta({ instruments, status }: FeedMeta): void {
    this.#instruments = instruments;
    this.#hearStatus(status);
    for (const listener of this.#instrumentListeners) listener(instruments);
  }

  #hearStatus(status: FeedStatus): void {
    this.#status = status;
    this.#heardAt = this.#now();
  }

  /** A series this api has not read yet (the feed's connector listed it after the snapshot): read it now. */
  async #readSeries(id: string): Promise<void> {
    const [packed, window] = await Promise.all([
      this.#bus.commands.getBuffer(candlesKey(id)),
      this.#bus.commands.hget(SERIES, id),
    ]);
    if (packed !== null && window !== null) this.#create(id, packed, Number(window));
  }

  async #apply(fields: Map<string, Buffer>): Promise<void> {
    if (fields.has('snapshot')) return this.#readSnapshot();
    const meta = fields.has('instruments') ? await this.#bus.commands.getBuffer(META) : null;
    if (meta !== null) this.#setMeta(deserialize(meta) as FeedMeta);
    const encoded = fields.get('close');
    if (encoded === undefined || !this.#loaded) return;
    const { source, symbol, timeframe, candle } = deserialize(encoded) as RelayedClose;
    const id = seriesId(source, symbol, timeframe);
    let series = this.store.get(source, symbol, timeframe);
    if (series === undefined) {
      await this.#readSeries(id);
      series = this.store.get(source, symbol, timeframe);
      if (series === undefined) return;
    } else if (candle.time > (series.last()?.time ?? Number.NEGATIVE_INFINITY)) {
      series.append(candle);
    } else return;
    if (this.#forming.get(id)?.time === candle.time) this.#forming.delete(id);
    this.events.emit('candle-close', { source, symbol, timeframe, candle, series });
    // The close is the symbol's latest trade as of its end: the sockets push it as a price like a tick.
    const closedAt = candle.time + timeframe * 60;
    if ((this.store.price(source, symbol)?.time ?? Number.NEGATIVE_INFINITY) < closedAt) {
      const tick = { source, symbol, price: candle.close, time: closedAt };
      this.store.setPrice(tick);
      this.events.emit('price', tick);
    }
  }

  async #follow(): Promise<void> {
    while (!this.#stopped && this.#reader !== undefined) {
      try {
        const batch = await this.#reader.xreadBuffer(
          'COUNT',
          1000,
          'BLOCK',
          BLOCK_MS,
          'STREAMS',
          STREAM,
          this.#lastId,
        );
        for (const [, entries] of batch ?? [])
          for (const [id, fields] of entries) {
            this.#lastId = id.toString();
            await this.#apply(fieldsOf(fields));
          }
      } catch (error) {
        if (this.#stopped) return;
        this.#log.error({ err: error }, 'feed relay not read; retrying');
        await new Promise((resolve) => setTimeout(resolve, 1000));
      }
    }
  }

  #hearTicks({ status, prices, forming }: FeedTicks): void {
    this.#hearStatus(status);
    for (const [id, candle] of forming) this.#forming.set(id, candle);
    for (const tick of prices) {
      if ((this.store.price(tick.source, tick.symbol)?.time ?? Number.NEGATIVE_INFINITY) > tick.time)
        continue;
      this.store.setPrice(tick);
      this.events.emit('price', tick);
    }
  }

  async start(): Promise<void> {
    this.#stopped = false;
    this.#reader = await this.#bus.blocking();
    void this.#follow();
    this.#stopTicks = await this.#bus.subscribe(TICKS, (message) => {
      if (this.#loaded) this.#hearTicks(deserialize(message) as FeedTicks);
    });
  }

  async stop(): Promise<void> {
    this.#stopped = true;
    this.#reader?.disconnect();
    await this.#stopTicks?.();
  }

  instruments(): readonly Instrument[] {
    return this.#instruments;
  }

  /** The feed's clock as last heard, run on by the time since at the replay's speed. */
  time(): number {
    if (this.#status === undefined) return Math.floor(this.#now() / 1000);
    const speed = this.#status.replay?.speed ?? 1;
    return this.#status.time + Math.floor(((this.#now() - this.#heardAt) / 1000) * speed);
  }

  forming(source: string, symbol: string, timeframe: number): Candle | undefined {
    const candle = this.#forming.get(seriesId(source, symbol, timeframe));
    const last = this.store.get(source, symbol, timeframe)?.last();
    // A forming candle heard before its close arrived is the closed one now.
    return candle !== undefined && (last === undefined || candle.time > last.time) ? candle : undefined;
  }

  /** The api serves what the feed holds: there is nothing further back to fetch here. */
  async backfill(): Promise<CandleColumns> {
    return emptyColumns(0);
  }

  status(): FeedStatus {
    const status = this.#status;
    return {
      mode: this.mode,
      running: this.#loaded && (status?.running ?? false),
      time: this.time(),
      instruments: this.#instruments.length,
      series: this.store.size,
      pendingWrites: 0,
      ...(status?.replay === undefined ? {} : { replay: status.replay }),
    };
  }
}
