import { screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  matchFixture,
  renderScreen,
  resetScreen,
  strategyRecordFixture,
  strategyStatsFixture,
  stubApi,
} from '../../../test';
import { initI18n } from '../../lib/i18n';
import { loadTranslations } from '.';
import { MatchOverlay } from './match-overlay';

beforeAll(async () => {
  await initI18n('en');
  await loadTranslations();
});
beforeEach(() => resetScreen());
afterEach(() => vi.unstubAllGlobals());

const match = matchFixture({ id: 'm1', base: 'btc', strategyId: 7, timeframe: 60 });

describe('the hover card of a match', () => {
  it('shows its strategy’s record on its market and timeframe, and leads to the whole record', async () => {
    stubApi({
      'crypto/strategies/stats?timeframe=60': () =>
        strategyStatsFixture([
          strategyRecordFixture({ strategyId: 7, timeframe: 60 }),
          strategyRecordFixture({ strategyId: 8, timeframe: 60, sample: 12 }),
        ]),
    });
    renderScreen(<MatchOverlay market="crypto" match={match} />);
    const line = await screen.findByTestId('track-record');
    expect(line.textContent).toContain('1h Crypto: 58 % of 1,240 vs 51 % baseline');
    expect(screen.getByRole('link', { name: /Track record/ }).getAttribute('href')).toBe(
      '/market/crypto/strategies/7',
    );
  });

  it('says "measuring…" while the backtest runs', async () => {
    stubApi({
      'crypto/strategies/stats?timeframe=60': () =>
        strategyStatsFixture([strategyRecordFixture({ strategyId: 7, timeframe: 60 })], 'computing'),
    });
    renderScreen(<MatchOverlay market="crypto" match={match} />);
    await screen.findByText('measuring…');
    expect(screen.queryByTestId('track-record')).toBeNull();
  });

  it('keeps the rest of the card when the server has no record to give', async () => {
    stubApi({});
    renderScreen(<MatchOverlay market="crypto" match={match} />);
    const asked = () =>
      vi.mocked(fetch).mock.calls.some(([input]) => String(input).includes('strategies/stats'));
    await vi.waitFor(() => expect(asked()).toBe(true));
    await new Promise((resolve) => setTimeout(resolve, 20));
    screen.getByTestId('match-overlay');
    expect(screen.queryByRole('link', { name: /Track record/ })).toBeNull();
  });
});
