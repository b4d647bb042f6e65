/** Tables of the market-data module (its migration: migrations/0006-market-data.ts). */
export type MarketDataTables = Record<never, never>;
