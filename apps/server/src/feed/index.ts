// The door of the feed contract: what every source of candles implements (the replay feed in market-data, the live
// connectors) and what its consumers read (the candle store, the candle-close and price events, the instruments).
// It imports nothing of the server, so both sides can build on it without an import circle.
export { CandleStore } from './candle-store';
export { IdleFeed } from './idle-feed';
export { type Instrument, instrumentId, pairLabel } from './instrument';
export {
  type CandleCloseEvent,
  createMarketEvents,
  type MarketEvents,
  type PriceTick,
} from './market-events';
export type { FeedMode, FeedStatus, MarketFeed } from './market-feed';
export { isSessionOpen, type SessionName, sessionOverlaps } from './sessions';
