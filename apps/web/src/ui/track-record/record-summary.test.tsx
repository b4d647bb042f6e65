import { screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { renderScreen, resetScreen, strategyRecordFixture, strategyStatsFixture } from '../../../test';
import type { RecordView } from '../../lib/endpoints/strategy-stats';
import { changeLanguage, initI18n } from '../../lib/i18n';
import { loadTrackRecordTranslations } from '.';
import { EdgeBadge, RecordSummary } from './record-summary';

beforeAll(async () => {
  await initI18n('en');
  await loadTrackRecordTranslations();
});
afterEach(async () => {
  resetScreen();
  await changeLanguage('en');
});

/** What the hook hands a card: the answer's state and the one record, from an answer the contract accepts. */
const viewOf = (
  record = strategyRecordFixture(),
  state: 'ready' | 'computing' | 'idle' = 'ready',
): RecordView => {
  const stats = strategyStatsFixture([record], state);
  return { state: stats.state, record: stats.records[0] };
};

const card = (view: RecordView | undefined, compact = false) =>
  renderScreen(<RecordSummary market="crypto" timeframe={240} view={view} compact={compact} />);

describe('a match strategy’s track record', () => {
  it('reads as the record beside its baseline, with the edge coloured when its interval leaves out zero', async () => {
    card(viewOf());
    const line = await screen.findByTestId('track-record');
    expect(line.textContent).toBe('4h Crypto: 58 % of 1,240 vs 51 % baseline+7.0 pts');
    expect(screen.getByText('+7.0 pts').dataset.tone).toBe('better');
  });

  it('leaves the edge uncoloured when its interval takes in zero', async () => {
    const record = strategyRecordFixture();
    card(viewOf({ ...record, edge: { value: 0.02, interval: { low: -0.01, high: 0.05 } } }));
    expect((await screen.findByText('+2.0 pts')).dataset.tone).toBe('unclear');
  });

  it('says how few signals there were instead of a rate of a small sample', async () => {
    card(viewOf(strategyRecordFixture({ sample: 12 })));
    expect((await screen.findByTestId('track-record')).textContent).toBe('4h Crypto: too few signals (12)');
    expect(screen.queryByText(/%/)).toBeNull();
  });

  it('shows only a quiet "measuring…" while the backtest runs', async () => {
    card(viewOf(strategyRecordFixture(), 'computing'));
    await screen.findByText('measuring…');
    expect(screen.queryByTestId('track-record')).toBeNull();
  });

  it('shows nothing without a record, or without data to measure', () => {
    const { container } = card({ state: 'ready', record: undefined });
    expect(container.textContent).toBe('');
    card(viewOf(strategyRecordFixture(), 'idle'));
    expect(screen.queryByTestId('track-record')).toBeNull();
  });

  it('keeps a grid cell to one short line and the whole sentence in its title', async () => {
    card(viewOf(), true);
    const line = await screen.findByTestId('track-record');
    expect(line.textContent).toBe('58 % of 1,240 vs 51 %+7.0 pts');
    expect(line.getAttribute('title')).toBe('4h Crypto: 58 % of 1,240 vs 51 % baseline');
  });

  it('speaks Persian with Persian digits', async () => {
    await changeLanguage('fa');
    card(viewOf());
    // Intl marks the sign's direction (U+200E) so that "+" stays before the digits in a right-to-left line.
    expect((await screen.findByTestId('track-record')).textContent).toBe(
      '4h کریپتو: ۵۸٪ از ۱٬۲۴۰ در برابر ۵۱٪ پایه\u200e+۷٫۰ واحد',
    );
  });

  it('gives a list its edge, its count when too small, or "measuring…"', async () => {
    renderScreen(
      <>
        <EdgeBadge view={viewOf()} />
        <EdgeBadge view={viewOf(strategyRecordFixture({ sample: 7 }))} />
      </>,
    );
    await screen.findByText('+7.0 pts');
    screen.getByText('too few signals (7)');
  });
});
