import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config';
import type { Database } from './db';
import { IdleFeed, type MarketFeed } from './feed';
import { catalogInstruments, ReplayFeed } from './market-data';

/** MARKET_DATA: the replay of shipped history (default), the venues themselves, or no feed at all. */
export const chooseFeed = async (
  config: Config,
  db: Database,
  { now, log }: { now: () => number; log: FastifyBaseLogger },
): Promise<MarketFeed> => {
  const { mode, replaySeed, replaySpeed, oandaToken, oandaUrl } = config.marketData;
  if (mode === 'replay') return new ReplayFeed({ db, now, seed: replaySeed, speed: replaySpeed, log });
  if (mode === 'live') {
    // Imported here only: the connectors pull in ccxt, which takes a second or two to load.
    const { createLiveFeed } = await import('./connectors');
    return createLiveFeed({
      instruments: catalogInstruments(),
      log,
      oanda: { token: oandaToken, url: oandaUrl },
    });
  }
  return new IdleFeed(mode, now, (message) => log.info(message));
};
