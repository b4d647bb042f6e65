import { describe, expect, it } from 'vitest';
import { blankRow, withRow } from './advanced-rows';
import { alertContentOf, alertIssuesOf, newAlertDraft, quotesOfSources, stepOfField } from './alert-draft';

const complete = () => {
  const draft = newAlertDraft('crypto', 'Breakouts');
  return { ...draft, bases: ['btc'], rows: withRow(draft.rows, 0, { ...blankRow(), strategyId: 1001 }) };
};

describe('the alert editor’s draft', () => {
  it('starts on the market’s source and quote, sent by e-mail', () => {
    expect(newAlertDraft('currencies', 'A')).toMatchObject({
      sources: ['oanda'],
      quotes: ['usd'],
      sendTypes: ['email'],
    });
  });

  it('names each empty step with the spec’s key', () => {
    const empty = { ...newAlertDraft('crypto', ''), sources: [], quotes: [], sendTypes: [] };
    expect(alertIssuesOf(empty, []).map((issue) => [issue.field, issue.key])).toEqual([
      ['name', 'market.empty-name'],
      ['sources', 'market.alerts-tab.empty-sources'],
      ['bases', 'market.alerts-tab.empty-assets'],
      ['quotes', 'market.alerts-tab.empty-pairs'],
      ['items', 'market.alerts-tab.empty-strategies'],
      ['sendTypes', 'market.alerts-tab.empty-send-types'],
    ]);
  });

  it('checks each row’s timeframes too', () => {
    const draft = complete();
    const noTimeframe = {
      ...draft,
      rows: draft.rows.map((row, i) => (i === 0 ? { ...row, timeframe: [] } : row)),
    };
    expect(alertIssuesOf(noTimeframe, []).map((issue) => issue.key)).toEqual(['market.empty-timeframe']);
    expect(alertIssuesOf(draft, [])).toEqual([]);
  });

  it('keeps bases chosen as asset packs as the packs with their assets', () => {
    const draft = { ...complete(), bases: { Majors: ['btc', 'eth'] } };
    expect(alertContentOf(draft).bases).toEqual({ Majors: ['btc', 'eth'] });
    expect(alertIssuesOf({ ...draft, bases: {} }, []).map((issue) => issue.key)).toEqual([
      'market.alerts-tab.empty-assets',
    ]);
  });

  it('stores the rows without the blank one', () => {
    expect(alertContentOf(complete()).items.map((item) => item.strategyId)).toEqual([1001]);
  });

  it('offers the quotes of every chosen source once', () => {
    const quotes = quotesOfSources(['binance-spot', 'bybit-futures'], 'crypto');
    expect(quotes).toContain('usdt');
    expect(new Set(quotes).size).toBe(quotes.length);
  });

  it('finds a rule’s step from the editor’s or the server’s path', () => {
    expect(stepOfField('quotes')).toBe(4);
    expect(stepOfField('crypto.Alerts.Mine.sendTypes')).toBe(6);
    expect(stepOfField('items.0.timeframe')).toBe(5);
    expect(stepOfField('crypto.Alerts')).toBeUndefined();
  });
});
