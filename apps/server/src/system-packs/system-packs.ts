import { MARKETS, type Market, type MarketSettings } from '@tradescope/domain';
import type { Database } from '../db';
import { DEFAULT_SYSTEM_ASSET_PACKS } from './defaults';

type SystemSection = 'AtaAssetPacks' | 'AtaSimpleStrategyPacks' | 'AtaAdvanceStrategyPacks';
export type SystemPacks = Record<Market, Pick<MarketSettings, SystemSection>>;

const emptySystemPacks = (): SystemPacks =>
  Object.fromEntries(
    MARKETS.map((market) => [
      market,
      { AtaAssetPacks: {}, AtaSimpleStrategyPacks: {}, AtaAdvanceStrategyPacks: {} },
    ]),
  ) as SystemPacks;

/** First start: the default system packs, once; later starts leave whatever an administrator made of them. */
export const seedSystemPacks = async (db: Database, nowMs: number): Promise<void> => {
  const existing = await db.selectFrom('system_packs').select('name').limit(1).execute();
  if (existing.length > 0) return;
  const createDate = Math.floor(nowMs / 1000);
  const rows = MARKETS.flatMap((market) =>
    DEFAULT_SYSTEM_ASSET_PACKS[market].map((pack, position) => ({
      market,
      section: 'AtaAssetPacks' as const,
      name: pack.name,
      position,
      pack_json: JSON.stringify({
        name: pack.name,
        title: pack.name,
        enable: true,
        createDate,
        position,
        isEditable: false,
        settingsName: 'AtaAssetPacks',
        lock: false,
        assets: pack.assets,
      }),
    })),
  );
  await db.insertInto('system_packs').values(rows).execute();
};

/** Every market's system packs, as the settings sections hold them. */
export const loadSystemPacks = async (db: Database): Promise<SystemPacks> => {
  const rows = await db.selectFrom('system_packs').selectAll().orderBy('position').execute();
  const packs = emptySystemPacks();
  for (const row of rows) {
    const sections = packs[row.market as Market] as
      | Record<SystemSection, Record<string, unknown>>
      | undefined;
    if (sections !== undefined) sections[row.section][row.name] = JSON.parse(row.pack_json);
  }
  return packs;
};
