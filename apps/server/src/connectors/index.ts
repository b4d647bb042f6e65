// The door of the live connectors (MARKET_DATA=live): ccxt exchanges, OANDA v20 and (off by default) LiteFinance
// behind one MarketFeed. ccxt is imported lazily inside, so importing this door costs nothing in replay mode.
export { createLiveFeed } from './live-feed';
