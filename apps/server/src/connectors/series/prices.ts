import type { Instrument } from '../../feed';
import type { FeedContext } from './feed-context';

/** Records a trade price and tells the websocket hub and the scanner. */
export const publishPrice = (
  ctx: FeedContext,
  instrument: Instrument,
  price: number,
  timeS: number,
): void => {
  const tick = { source: instrument.source, symbol: instrument.symbol, price, time: timeS };
  ctx.store.setPrice(tick);
  ctx.events.emit('price', tick);
};
