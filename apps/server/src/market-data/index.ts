// The door of the market-data module: the plugin the app registers, and the contracts the scanner, the matches
// API and the live connectors build on (`app.marketData` holds the running feed, service and socket hub).
export type { AssetView } from './api/market-views';
export { type Instrument, pairLabel } from './catalog/instrument';
export type { FeedStatus, MarketFeed } from './feed/market-feed';
export { marketDataPlugin } from './plugin';
export { CandleStore } from './store/candle-store';
export type { CandleCloseEvent, MarketEvents } from './store/market-events';
