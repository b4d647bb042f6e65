import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  plainJson,
  proUserFixture,
  renderScreen,
  resetScreen,
  strategyFixture,
  strategyRecordFixture,
  strategyStatsFixture,
  stubApi,
} from '../../../../test';
import { initI18n } from '../../../lib/i18n';
import { loadTranslations } from '..';
import { StrategySelector } from './strategy-selector';

beforeAll(async () => {
  await initI18n('en');
  await loadTranslations();
});
beforeEach(() => {
  resetScreen();
  stubApi({
    user: () => proUserFixture(),
    'strategies.json': () =>
      plainJson([
        strategyFixture({
          id: 4003,
          name: 'Gartley',
          image: '/strategy-images/harmonic.gartley-bullish.svg',
        }),
        strategyFixture({ id: 4004, name: 'Gartley bearish', image: null }),
      ]),
  });
});
afterEach(() => vi.unstubAllGlobals());

describe('the strategy selector', () => {
  it('shows each strategy with its picture, and a blank tile of the same size where a picture fails or is missing', async () => {
    const { container } = renderScreen(
      <StrategySelector market="crypto" selected={[]} onChange={() => {}} max={15} />,
    );
    await screen.findByText('Gartley');
    const pictures = [...container.querySelectorAll('img')];
    expect(pictures.map((img) => img.getAttribute('src'))).toEqual([
      '/strategy-images/harmonic.gartley-bullish.svg',
    ]);
    expect(pictures[0]!.getAttribute('loading')).toBe('lazy');
    expect(screen.getAllByTestId('strategy-image-blank')).toHaveLength(1);
    fireEvent.error(pictures[0]!);
    expect(container.querySelectorAll('img')).toHaveLength(0);
    expect(screen.getAllByTestId('strategy-image-blank')).toHaveLength(2);
  });
});

describe('the strategy selector’s track record', () => {
  const catalog = [
    strategyFixture({ id: 1, name: 'RSI cross' }),
    strategyFixture({ id: 2, name: 'MACD cross' }),
    strategyFixture({ id: 3, name: 'Bat' }),
  ];
  const edge = (value: number) => ({ value, interval: { low: value - 0.03, high: value + 0.03 } });
  const serve = () =>
    stubApi({
      user: () => proUserFixture(),
      'strategies.json': () => plainJson(catalog),
      'crypto/strategies/stats?timeframe=240': () =>
        strategyStatsFixture([
          strategyRecordFixture({ strategyId: 1, edge: edge(0.01) }),
          strategyRecordFixture({ strategyId: 2, sample: 9 }),
          strategyRecordFixture({ strategyId: 3, edge: edge(0.12) }),
        ]),
    });
  const names = () =>
    screen.getAllByRole('listitem').map((item) => within(item).getAllByRole('button')[0]!.textContent);

  it('shows each strategy’s edge on 4h, a count when too few signals, and the way to its record', async () => {
    serve();
    renderScreen(<StrategySelector market="crypto" selected={[]} onChange={() => {}} max={15} />);
    await screen.findByText('+12.0 pts');
    expect(screen.getByText('+12.0 pts').dataset.tone).toBe('better');
    expect(screen.getByText('+1.0 pts').dataset.tone).toBe('unclear');
    screen.getByText('too few signals (9)');
    expect(screen.getByRole('link', { name: 'Track record of Bat' }).getAttribute('href')).toBe(
      '/market/crypto/strategies/3',
    );
  });

  it('sorts by edge, highest first, those without one last', async () => {
    serve();
    renderScreen(<StrategySelector market="crypto" selected={[]} onChange={() => {}} max={15} />);
    await screen.findByText('+12.0 pts');
    expect(names().map((text) => text?.slice(0, 3))).toEqual(['RSI', 'MAC', 'Bat']);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: /Order/ })));
    await act(async () => fireEvent.click(await screen.findByRole('option', { name: 'Edge over baseline' })));
    expect(names().map((text) => text?.slice(0, 3))).toEqual(['Bat', 'RSI', 'MAC']);
  });
});
