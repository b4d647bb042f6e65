import { catalog } from '@tradescope/engine';
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
});
