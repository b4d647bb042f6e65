import { type CatalogStrategy, STRATEGY_ID_RANGES, type StrategyGroup } from '@tradescope/engine';
import type { Bilingual } from '../seed-types';

/** A family of strategies a user can pick; jumps have their own page and are not one (spec §6). */
export type FamilyGroup = Exclude<StrategyGroup, 'jump'>;

/**
 * The name of every family the id ledger reserves (spec §1), in both languages. The record is complete by type, so
 * a family added to the ledger must be named here; whether it is *mentioned* depends on the catalog alone.
 */
export const FAMILY_NAMES: Record<FamilyGroup, Bilingual> = {
  classic: { en: 'classic indicators', fa: 'اندیکاتورهای کلاسیک' },
  divergence: { en: 'divergences', fa: 'واگرایی‌ها' },
  candlestick: { en: 'candlesticks', fa: 'الگوهای کندلی' },
  harmonic: { en: 'harmonic patterns', fa: 'الگوهای هارمونیک' },
  trendline: { en: 'trendlines', fa: 'خطوط روند' },
  fibonacci: { en: 'fibonacci', fa: 'فیبوناچی' },
  'support-resistance': { en: 'support and resistance', fa: 'حمایت و مقاومت' },
  ict: { en: 'ICT', fa: 'ICT' },
  qm: { en: 'QM', fa: 'QM' },
  rtm: { en: 'RTM', fa: 'RTM' },
  xmoon: { en: 'XMoon', fa: 'XMoon' },
};

const LEDGER_ORDER = (Object.keys(STRATEGY_ID_RANGES) as StrategyGroup[]).filter(
  (group): group is FamilyGroup => group !== 'jump',
);

/** The families that have at least one strategy in the catalog (the served /strategies.json), in ledger order. */
export const familiesIn = (strategies: readonly Pick<CatalogStrategy, 'group'>[]): FamilyGroup[] => {
  const present = new Set(strategies.map((strategy) => strategy.group));
  return LEDGER_ORDER.filter((group) => present.has(group));
};

/** "a, b and c" / "a، b و c": the families named as a sentence says them. */
export const familyList = (families: readonly FamilyGroup[], language: keyof Bilingual): string => {
  const names = families.map((group) => FAMILY_NAMES[group][language]);
  const and = language === 'fa' ? ' و ' : ' and ';
  const comma = language === 'fa' ? '، ' : ', ';
  return names.length < 2 ? (names[0] ?? '') : `${names.slice(0, -1).join(comma)}${and}${names.at(-1)}`;
};
