import { MARKETS, type Market, type MarketSettings } from '@tradescope/domain';
import { strategyByKey } from '@tradescope/engine';
import type { Database } from '../db';
import {
  DEFAULT_SYSTEM_ADVANCED_PACKS,
  DEFAULT_SYSTEM_ASSET_PACKS,
  DEFAULT_SYSTEM_SIMPLE_PACKS,
} from './defaults';

type SystemSection = 'AtaAssetPacks' | 'AtaSimpleStrategyPacks' | 'AtaAdvanceStrategyPacks';
export type SystemPacks = Record<Market, Pick<MarketSettings, SystemSection>>;

const emptySystemPacks = (): SystemPacks =>
  Object.fromEntries(
    MARKETS.map((market) => [
      market,
      { AtaAssetPacks: {}, AtaSimpleStrategyPacks: {}, AtaAdvanceStrategyPacks: {} },
    ]),
  ) as SystemPacks;

const strategyIdOf = (key: string): number => {
  const strategy = strategyByKey.get(key);
  if (strategy === undefined) throw new Error(`System pack names an unknown strategy: ${key}`);
  return strategy.id;
};

/** The default packs of one section of a market, as settings hold them (without the shared pack fields). */
const defaultsOf = (market: Market, section: SystemSection): { name: string; content: object }[] => {
  switch (section) {
    case 'AtaAssetPacks':
      return DEFAULT_SYSTEM_ASSET_PACKS[market].map(({ name, assets }) => ({ name, content: { assets } }));
    case 'AtaSimpleStrategyPacks':
      return DEFAULT_SYSTEM_SIMPLE_PACKS.map(({ name, strategiesIds }) => ({
        name,
        content: { strategiesIds: [...strategiesIds] },
      }));
    case 'AtaAdvanceStrategyPacks':
      return DEFAULT_SYSTEM_ADVANCED_PACKS.map(({ name, items }) => ({
        name,
        content: {
          type: 'advance',
          items: items.map((item) => ({
            strategyId: strategyIdOf(item.strategyKey),
            timeframe: [...item.timeframe],
            relation: 'and',
            passedCandle: { ...item.passedCandle },
            distance: { from: 0, to: 100 },
            pivotType: [],
          })),
        },
      }));
  }
};

const SECTIONS: readonly SystemSection[] = [
  'AtaAssetPacks',
  'AtaSimpleStrategyPacks',
  'AtaAdvanceStrategyPacks',
];

/**
 * Seeds each market's system packs section by section: a section that has none gets the defaults; a section that
 * has some (an administrator's, or an earlier start's) is left alone.
 */
export const seedSystemPacks = async (db: Database, nowMs: number): Promise<void> => {
  const present = await db.selectFrom('system_packs').select(['market', 'section']).distinct().execute();
  const seeded = new Set(present.map((row) => `${row.market}|${row.section}`));
  const createDate = Math.floor(nowMs / 1000);
  const rows = MARKETS.flatMap((market) =>
    SECTIONS.filter((section) => !seeded.has(`${market}|${section}`)).flatMap((section) =>
      defaultsOf(market, section).map(({ name, content }, position) => ({
        market,
        section,
        name,
        position,
        pack_json: JSON.stringify({
          name,
          title: name,
          enable: true,
          createDate,
          position,
          isEditable: false,
          settingsName: section,
          lock: false,
          ...content,
        }),
      })),
    ),
  );
  // Another process starting at the same moment (the scale mode's api processes) may have written them since the read.
  if (rows.length > 0)
    await db
      .insertInto('system_packs')
      .values(rows)
      .onConflict((conflict) => conflict.columns(['market', 'section', 'name']).doNothing())
      .execute();
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

/**
 * Reads every market's system packs again into the running app's object (in place: every module holds it), after
 * another process changed them (the scale mode's administrator edits on another api).
 */
export const reloadSystemPacks = async (db: Database, packs: SystemPacks): Promise<void> => {
  const fresh = await loadSystemPacks(db);
  for (const market of MARKETS) Object.assign(packs[market], fresh[market]);
};
