import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test';
import { clearContent } from '../../../test/content';
import { feedbackQuoteFor, seedContent } from '..';
import { QUOTE_ROTATION_MS } from './feedback-quotes';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
  await clearContent(t.db);
});
afterAll(() => t.close());

describe('feedbackQuoteFor', () => {
  it('answers null while no quote is stored', async () => {
    expect(await feedbackQuoteFor(t.db, t.clock.now)).toBeNull();
  });

  it('moves to the next stored quote every minute and comes round again', async () => {
    await seedContent(t.db, t.clock.now);
    const stored = await t.db.selectFrom('feedback_quotes').selectAll().orderBy('position').execute();
    expect(stored.length).toBeGreaterThanOrEqual(5);

    const start =
      Math.ceil(t.clock.now / (QUOTE_ROTATION_MS * stored.length)) * QUOTE_ROTATION_MS * stored.length;
    const shown = [];
    for (let minute = 0; minute <= stored.length; minute++) {
      shown.push(await feedbackQuoteFor(t.db, start + minute * QUOTE_ROTATION_MS + 30_000));
    }
    expect(shown.slice(0, stored.length)).toEqual(
      stored.map(({ text_en, text_fa, name_en, name_fa }) => ({ text_en, text_fa, name_en, name_fa })),
    );
    expect(shown[stored.length]).toEqual(shown[0]);
  });
});
