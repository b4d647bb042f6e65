import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test';
import { clearContent } from '../../../test/content';
import { seedContent } from '..';
import { sanitizeHtml } from '../help';
import { QUOTES_SEED } from './feedback-quotes';
import { HELP_SEED } from './help';
import { TIPS_SEED } from './tips';

let t: TestApp | undefined;
const countOf = async (table: 'help_sections' | 'tips' | 'feedback_quotes') =>
  (await t!.db.selectFrom(table).select('id').execute()).length;
const PERSIAN = /[\u0600-\u06FF]/;

describe('seedContent', () => {
  beforeEach(async () => {
    await t?.close();
    t = await startTestApp();
    await clearContent(t.db);
  });
  afterAll(() => t?.close());

  it('writes the help centre, tips and quotes once, however often and however concurrently it runs', async () => {
    const runs = await Promise.all([1, 2, 3].map(() => seedContent(t!.db, t!.clock.now)));
    for (const set of ['help', 'tips', 'quotes'] as const)
      expect(runs.filter((run) => run[set])).toHaveLength(1);
    const counts = [await countOf('help_sections'), await countOf('tips'), await countOf('feedback_quotes')];
    const helpEntries = HELP_SEED.reduce((sum, section) => sum + 1 + section.children.length, 0);
    expect(counts).toEqual([helpEntries, TIPS_SEED.length, QUOTES_SEED.length]);

    expect(await seedContent(t!.db, t!.clock.now + 1000)).toEqual({
      help: false,
      tips: false,
      quotes: false,
    });
    expect([await countOf('help_sections'), await countOf('tips'), await countOf('feedback_quotes')]).toEqual(
      counts,
    );
  });

  it('does not bring back content an administrator deleted', async () => {
    await seedContent(t!.db, t!.clock.now);
    await t!.db.deleteFrom('tips').execute();
    await seedContent(t!.db, t!.clock.now);
    expect(await countOf('tips')).toBe(0);
  });

  it('leaves a table that already has content as it is', async () => {
    await t!.db
      .insertInto('feedback_quotes')
      .values({
        id: 'own',
        position: 0,
        text_en: 'a',
        text_fa: 'ب',
        name_en: 'c',
        name_fa: 'د',
        created_at: 0,
      })
      .execute();
    expect((await seedContent(t!.db, t!.clock.now)).quotes).toBe(false);
    expect(await t!.db.selectFrom('feedback_quotes').select('id').execute()).toEqual([{ id: 'own' }]);
  });

  it('stores tips newest first in the order they are written', async () => {
    await seedContent(t!.db, t!.clock.now);
    const tips = await t!.db.selectFrom('tips').select('id').orderBy('create_date', 'desc').execute();
    expect(tips.map((tip) => tip.id)).toEqual(TIPS_SEED.map((tip) => tip.id));
  });
});

describe('the seed texts', () => {
  const entries = HELP_SEED.flatMap((section) => [section, ...section.children]);

  it('cover every part of the product the help centre must explain', () => {
    const ids = entries.map((entry) => entry.id);
    for (const id of [
      'getting-started',
      'crypto',
      'currencies',
      'commodities',
      'indices',
      'stocks',
      'assets-page',
      'periscope',
      'dynamic',
      'alerts-page',
      'match-fields',
      'pivot-types',
      'harmonic-patterns',
      'fibonacci',
      'radar',
      'jumps',
      'pumps',
      'asset-packs',
      'simple-strategy-packs',
      'advanced-strategy-packs',
      'alert-packs',
      'email-alerts',
      'telegram-bot',
      'charts',
      'risk-formulas',
      'plans',
      'profile-and-security',
    ]) {
      expect(ids).toContain(id);
    }
    expect(new Set(ids).size).toBe(ids.length);
    expect(TIPS_SEED.length).toBeGreaterThanOrEqual(5);
    expect(TIPS_SEED.length).toBeLessThanOrEqual(8);
    expect(QUOTES_SEED.length).toBeGreaterThanOrEqual(5);
    expect(QUOTES_SEED.length).toBeLessThanOrEqual(8);
  });

  it('are written in both languages, as HTML the sanitizer keeps exactly', () => {
    for (const entry of entries) {
      expect(entry.id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(entry.label.en).not.toMatch(PERSIAN);
      expect(entry.label.fa).toMatch(PERSIAN);
      expect(entry.content.en.length).toBe(entry.content.fa.length);
      for (const html of [...entry.content.en, ...entry.content.fa]) expect(sanitizeHtml(html)).toBe(html);
      for (const html of entry.content.fa) expect(html).toMatch(PERSIAN);
    }
    for (const tip of TIPS_SEED) {
      expect([tip.title.fa, tip.tag.fa, tip.text.fa].every((text) => PERSIAN.test(text))).toBe(true);
      expect(tip.link === undefined || tip.link.href.startsWith('/')).toBe(true);
    }
    for (const quote of QUOTES_SEED)
      expect(PERSIAN.test(quote.text.fa) && PERSIAN.test(quote.name.fa)).toBe(true);
  });
});
