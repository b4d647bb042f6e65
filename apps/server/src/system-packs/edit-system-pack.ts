import {
  advancedStrategyPackSchema,
  assetPackSchema,
  type Market,
  type SystemPackEntry,
  type SystemPackSection,
  simpleStrategyPackSchema,
  validateAdvancedPack,
  validateAssetPack,
  validateSimplePack,
} from '@tradescope/domain';
import type { Database } from '../db';
import { ensureValid, HTTP_KEYS, HttpError } from '../http';
import type { SystemPacks } from './system-packs';

/** What the administrator may change in a seeded pack: its title, whether it is on, and its items. */
export type SystemPackChanges = {
  title?: string | undefined;
  enable?: boolean | undefined;
  assets?: string[] | undefined;
  strategiesIds?: number[] | undefined;
  items?: unknown[] | undefined;
};

/** Parses a stored shape, refusing what does not fit it with request.invalid. */
const shaped = <T>(result: { success: true; data: T } | { success: false }): T => {
  if (!result.success) throw new HttpError(400, HTTP_KEYS.validation);
  return result.data;
};

/** The pack's own rules (at least one asset or strategy, timeframes set), with the spec's message keys. */
const validated = (market: Market, section: SystemPackSection, pack: Record<string, unknown>): object => {
  const context = { existingNames: [], currentName: String(pack.name) };
  switch (section) {
    case 'AtaAssetPacks':
      return ensureValid(validateAssetPack(shaped(assetPackSchema.safeParse(pack)), { ...context, market }));
    case 'AtaSimpleStrategyPacks':
      return ensureValid(validateSimplePack(shaped(simpleStrategyPackSchema.safeParse(pack)), context));
    case 'AtaAdvanceStrategyPacks':
      return ensureValid(validateAdvancedPack(shaped(advancedStrategyPackSchema.safeParse(pack)), context));
  }
};

/** GET admin/system-packs: every market's seeded packs, in list order. */
export const listSystemPacks = async (db: Database): Promise<SystemPackEntry[]> =>
  (
    await db
      .selectFrom('system_packs')
      .selectAll()
      .orderBy('market')
      .orderBy('section')
      .orderBy('position')
      .execute()
  ).map((row) => ({
    market: row.market as Market,
    section: row.section,
    name: row.name,
    pack: JSON.parse(row.pack_json) as Record<string, unknown>,
  }));

/**
 * Changes one seeded pack: stored, then put in the running app's packs so every user's next request sees it. The
 * name stays (users' settings and alerts refer to system packs by name); it stays read-only for users.
 */
export const editSystemPack = async (
  db: Database,
  packs: SystemPacks,
  where: { market: Market; section: SystemPackSection; name: string },
  changes: SystemPackChanges,
): Promise<SystemPackEntry> => {
  const { market, section, name } = where;
  const row = await db
    .selectFrom('system_packs')
    .select('pack_json')
    .where('market', '=', market)
    .where('section', '=', section)
    .where('name', '=', name)
    .executeTakeFirst();
  if (row === undefined) throw new HttpError(404, HTTP_KEYS.notFound);
  const defined = Object.fromEntries(Object.entries(changes).filter(([, value]) => value !== undefined));
  const next = {
    ...(JSON.parse(row.pack_json) as Record<string, unknown>),
    ...defined,
    name,
    isEditable: false,
  };
  const pack = validated(market, section, next);
  await db
    .updateTable('system_packs')
    .set({ pack_json: JSON.stringify(pack) })
    .where('market', '=', market)
    .where('section', '=', section)
    .where('name', '=', name)
    .execute();
  (packs[market][section] as Record<string, unknown>)[name] = pack;
  return { market, section, name, pack: pack as Record<string, unknown> };
};
