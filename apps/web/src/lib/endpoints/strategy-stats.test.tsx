import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  renderScreen,
  resetScreen,
  strategyRecordFixture,
  strategyStatsFixture,
  stubApi,
} from '../../../test';
import { useStrategyRecord } from './strategy-stats';

const STATS_4H = 'crypto/strategies/stats?timeframe=240';

const answer = (
  body: unknown = strategyStatsFixture([
    strategyRecordFixture({ strategyId: 1 }),
    strategyRecordFixture({ strategyId: 2, sample: 40 }),
    // A per-source row is not the market's record and must not be read as it.
    strategyRecordFixture({ strategyId: 3, source: 'binance-spot', sample: 99 }),
  ]),
) => {
  stubApi({ [STATS_4H]: () => body });
};

const Sample = ({ strategyId }: { strategyId: number }) => {
  const view = useStrategyRecord('crypto', strategyId, 240);
  return (
    <li>
      {view === undefined ? 'none' : `${strategyId}:${view.state}:${view.record?.record.sample ?? '-'}`}
    </li>
  );
};

const statsCalls = () =>
  vi.mocked(fetch).mock.calls.filter(([input]) => String(input).includes('strategies/stats'));

beforeEach(() => resetScreen());
afterEach(() => vi.unstubAllGlobals());

describe('the track record endpoint', () => {
  it('asks once per market and timeframe, however many cards read it, and picks each strategy’s market-wide row', async () => {
    answer();
    renderScreen(
      <ul>
        <Sample strategyId={1} />
        <Sample strategyId={2} />
        <Sample strategyId={3} />
      </ul>,
    );
    await screen.findByText('1:ready:1240');
    screen.getByText('2:ready:40');
    screen.getByText('3:ready:-');
    expect(statsCalls().map(([input]) => String(input))).toEqual([`/api/v1/${STATS_4H}`]);
  });

  it('refuses an answer the contract does not accept instead of showing it', async () => {
    answer({ state: 'ready', computedAt: null, from: null, to: null, records: [{ strategyId: 1 }] });
    renderScreen(<Sample strategyId={1} />);
    await vi.waitFor(() => expect(statsCalls()).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.getByText('none')).toBeTruthy();
  });
});
