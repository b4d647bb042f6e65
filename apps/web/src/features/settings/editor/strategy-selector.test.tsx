import { fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  plainJson,
  proUserFixture,
  renderScreen,
  resetScreen,
  strategyFixture,
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
