import { type SavedChart, type SavedChartPayload, savedChartId } from '@tradescope/domain';
import { strategyById } from '@tradescope/engine';
import type { Database } from '../db';
import { HttpError } from '../http';
import { type ChartsRepo, createChartsRepo } from './charts-repo';

/** Message keys of the charts module. */
export const CHART_KEYS = {
  notFound: 'chart.not-found',
  idMismatch: 'chart.id-mismatch',
  tooLarge: 'chart.too-large',
  tooMany: 'chart.too-many',
} as const;

/** A stored payload (the whole POST body as JSON text) may take at most this many bytes. */
export const MAX_CHART_BYTES = 256 * 1024;
/** Saved charts per user; one per pair and strategy set, so this is generous. */
export const MAX_CHARTS_PER_USER = 500;

const toSeconds = (ms: number) => Math.floor(ms / 1000);

/** The chart's title: the names of its strategies, as spec §3 calls the symbol. */
const symbolOf = (strategyIds: readonly number[]): string =>
  strategyIds.map((id) => strategyById.get(id)?.name ?? `#${id}`).join(', ');

type Deps = { db: Database; now: () => number };

export const createChartsService = ({ db, now }: Deps) => {
  const repo: ChartsRepo = createChartsRepo(db);

  return {
    list: async (userId: string): Promise<SavedChart[]> =>
      (await repo.listOf(userId)).map((row) => ({
        id: row.id,
        symbol: row.symbol,
        strategyIds: JSON.parse(row.strategy_ids_json) as number[],
        resolution: Number(row.resolution) as SavedChart['resolution'],
        timestamp: toSeconds(Number(row.updated_at)),
      })),

    /** The stored payload as JSON text (spec §7: data is a JSON string with a content field). */
    content: async (userId: string, chartId: string): Promise<string> => {
      const row = await repo.find(userId, chartId);
      if (row === undefined) throw new HttpError(404, CHART_KEYS.notFound);
      return row.payload_json;
    },

    save: async (userId: string, chartId: string, payload: SavedChartPayload): Promise<SavedChart> => {
      const expected = savedChartId(payload.source, payload.base, payload.quote, payload.strategyIds);
      if (payload.id !== chartId || expected !== chartId) {
        throw new HttpError(400, CHART_KEYS.idMismatch, [{ field: 'body.id', key: CHART_KEYS.idMismatch }]);
      }
      const json = JSON.stringify(payload);
      if (Buffer.byteLength(json, 'utf8') > MAX_CHART_BYTES) throw new HttpError(413, CHART_KEYS.tooLarge);
      if (
        (await repo.find(userId, chartId)) === undefined &&
        (await repo.countOf(userId)) >= MAX_CHARTS_PER_USER
      ) {
        throw new HttpError(400, CHART_KEYS.tooMany);
      }
      const updatedAt = now();
      const symbol = symbolOf(payload.strategyIds);
      await repo.upsert({
        user_id: userId,
        id: chartId,
        symbol,
        strategy_ids_json: JSON.stringify(payload.strategyIds),
        resolution: payload.timeframe,
        payload_json: json,
        updated_at: updatedAt,
      });
      return {
        id: chartId,
        symbol,
        strategyIds: [...payload.strategyIds],
        resolution: payload.timeframe,
        timestamp: toSeconds(updatedAt),
      };
    },

    remove: async (userId: string, chartId: string): Promise<void> => {
      if (!(await repo.remove(userId, chartId))) throw new HttpError(404, CHART_KEYS.notFound);
    },
  };
};
