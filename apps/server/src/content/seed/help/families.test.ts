import { type CatalogStrategy, catalog } from '@tradescope/engine';
import { describe, expect, it } from 'vitest';
import { FAMILY_NAMES, type FamilyGroup, familiesIn, familyList } from './families';
import { gettingStarted } from './getting-started';
import { strategyFamiliesOf } from './strategy-families';

const ALL = Object.keys(FAMILY_NAMES) as FamilyGroup[];

describe('the help’s strategy families follow the catalog (/strategies.json)', () => {
  const present = familiesIn(catalog);
  const absent = ALL.filter((group) => !present.includes(group));

  it('has families today, and jumps are not one', () => {
    expect(present.length).toBeGreaterThan(0);
    expect(present).not.toContain('jump');
  });

  it('names exactly the families the catalog has on the first page', () => {
    const page = gettingStarted.children.find((child) => child.id === 'what-is-tradescope')!;
    for (const language of ['en', 'fa'] as const) {
      const text = page.content[language].join(' ');
      expect(text).toContain(familyList(present, language));
      for (const group of absent) expect(text).not.toContain(FAMILY_NAMES[group][language]);
    }
  });

  it('gives every family in the catalog a page, and none to a family still to come', () => {
    const pages = strategyFamiliesOf(catalog).children;
    expect(pages).toHaveLength(present.length);
    // Plans named ICT or XMoon exist; a page of the section naming a family to come would promise strategies.
    const text = pages.flatMap((page) => [page.label.en, ...page.content.en]).join(' ');
    for (const group of absent) expect(text).not.toMatch(new RegExp(`\\b${FAMILY_NAMES[group].en}\\b`));
  });

  it('adds a family with its first strategy: named, with a page listing its strategies in both languages', () => {
    // Every family has strategies today, so one is taken out to stand for a family still to come: with its first
    // strategy back, its page is made from the catalog.
    const without = catalog.filter((strategy) => strategy.group !== 'candlestick');
    expect(familiesIn(without)).not.toContain('candlestick');
    const first: CatalogStrategy = {
      ...catalog.find((strategy) => strategy.group === 'candlestick')!,
      name: 'First pattern',
      fa_name: 'نخستین الگو',
    };
    const families = familiesIn([...without, first]);
    expect(families).toContain('candlestick');
    expect(familyList(families, 'en')).toMatch(/candlesticks/);
    const page = strategyFamiliesOf([...without, first]).children.find(
      (child) => child.id === 'candlestick',
    )!;
    expect(page.label).toEqual({ en: 'Candlesticks', fa: FAMILY_NAMES.candlestick.fa });
    expect(page.content.en.join('')).toContain('<strong>First pattern</strong>');
    expect(page.content.fa.join('')).toContain('<strong>نخستین الگو</strong>');
    expect(page.content.en.join('')).toContain('This family has 1 strategies');
  });

  it('says a list as a sentence does, in each language', () => {
    expect(familyList(['classic', 'divergence', 'candlestick'], 'en')).toBe(
      'classic indicators, divergences and candlesticks',
    );
    expect(familyList(['classic', 'divergence'], 'fa')).toBe('اندیکاتورهای کلاسیک و واگرایی‌ها');
    expect(familyList(['qm'], 'en')).toBe('QM');
  });
});
