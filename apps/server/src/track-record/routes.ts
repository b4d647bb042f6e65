import {
  isSourceOf,
  MARKETS,
  type Market,
  strategyStatsSchema,
  successEnvelopeSchema,
  TIMEFRAMES,
  TRACK_RECORD_KEYS,
} from '@tradescope/domain';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { success, typed } from '../http';
import type { TrackRecord } from './track-record';

const statsAnswer = successEnvelopeSchema(strategyStatsSchema);

/** The contract's query (strategyStatsQuerySchema) with the key each bad filter answers with. */
const statsQuery = (market: Market) =>
  z.object({
    strategy: z.coerce
      .number({ error: TRACK_RECORD_KEYS.strategy })
      .int(TRACK_RECORD_KEYS.strategy)
      .positive(TRACK_RECORD_KEYS.strategy)
      .optional(),
    timeframe: z.coerce
      .number({ error: TRACK_RECORD_KEYS.timeframe })
      .refine((value) => (TIMEFRAMES as readonly number[]).includes(value), TRACK_RECORD_KEYS.timeframe)
      .optional(),
    source: z
      .string()
      .refine((value) => isSourceOf(market, value), TRACK_RECORD_KEYS.source)
      .optional(),
    base: z
      .string()
      .regex(/^[A-Za-z0-9.]{1,32}$/, TRACK_RECORD_KEYS.base)
      .optional(),
  });

/** GET /api/v1/{market}/strategies/stats (issue 19): one static route per market, as the other market routes. */
export const trackRecordRoutes = async (
  plain: FastifyInstance,
  { trackRecord }: { trackRecord: TrackRecord },
): Promise<void> => {
  const app = typed(plain);
  for (const market of MARKETS)
    app.get(
      `/${market}/strategies/stats`,
      {
        onRequest: app.requireUser,
        schema: { querystring: statsQuery(market), response: { 200: statsAnswer } },
      },
      async (request) => success(trackRecord.stats(market, request.query)),
    );
};
