import { catalog, XMOON_HTF_WINDOW, XMOON_WINDOW } from '@tradescope/engine';
import { describe, expect, it } from 'vitest';
import { HELP_SEED } from '.';
import { strategyFamilies } from './strategy-families';

const PERSIAN = /[\u0600-\u06FF]/;

describe('strategy family help pages', () => {
  it('are listed in the help centre', () => {
    expect(HELP_SEED).toContain(strategyFamilies);
  });

  it.each([
    ['trendline', 'trendlines'],
    ['support-resistance', 'support-resistance'],
    ['ict', 'ict'],
    ['qm', 'quasimodo'],
    ['rtm', 'rtm'],
  ])('explain the %s family in English and Persian, naming each of its signals', (group, page) => {
    const entry = strategyFamilies.children.find((child) => child.id === page)!;
    expect(entry.content.en.join('')).not.toMatch(PERSIAN);
    expect(entry.content.fa.join('')).toMatch(PERSIAN);
    const strategies = catalog.filter((s) => s.group === group);
    expect(strategies.length).toBeGreaterThan(0);
    // Every signal kind of the family (break, retest, bounce, ...) has its own line on the page.
    const items = entry.content.en.join('').match(/<li>/g) ?? [];
    expect(items.length).toBe(new Set(strategies.map((s) => s.category)).size);
  });

  it('explain XMoon in English and Persian: both of its strategies, the windows and the level-family rule', () => {
    const entry = strategyFamilies.children.find((child) => child.id === 'xmoon')!;
    const en = entry.content.en.join('');
    expect(en).not.toMatch(PERSIAN);
    expect(entry.content.fa.join('')).toMatch(PERSIAN);
    const categories = new Set(catalog.filter((s) => s.group === 'xmoon').map((s) => s.category));
    expect((en.match(/<li>/g) ?? []).length).toBe(categories.size);
    expect(en).toContain(`last ${XMOON_WINDOW} candles`);
    expect(en).toContain(`last ${XMOON_HTF_WINDOW} closed candles`);
  });

  it('show each family page with a picture of one of its strategies, a file the web app serves', () => {
    const pictured = strategyFamilies.children.filter((child) => child.image !== undefined);
    expect(pictured.map((child) => child.id)).toEqual(
      expect.arrayContaining(['harmonic-patterns', 'fibonacci', 'trendlines', 'support-resistance', 'xmoon']),
    );
    const images = new Set(catalog.map((s) => s.image));
    for (const child of pictured) expect([child.id, images.has(child.image!)]).toEqual([child.id, true]);
  });
});
