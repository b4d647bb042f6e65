// The door of the market-data module: the replay feed and the shipped instrument catalog (the app picks a feed),
// market data over whichever feed it picked (service and socket hub), and the routes the app registers under
// /api/v1 and /ws/v1.
export { dataRoutes } from './api/data.routes';
export { marketRoutes } from './api/market.routes';
export type { AssetView } from './api/market-views';
export { createMarketData, type MarketData } from './market-data';
export { catalogInstruments } from './replay/replay-catalog';
export { ReplayFeed } from './replay/replay-feed';
export { wsRoutes } from './ws/ws.routes';
export { WS_LIMITS } from './ws/ws-protocol';
