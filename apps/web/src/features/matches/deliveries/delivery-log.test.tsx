import { fireEvent, screen, within } from '@testing-library/react';
import type { AlertDelivery } from '@tradescope/domain';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  envelope,
  plainJson,
  renderScreen,
  resetScreen,
  searchOf,
  strategyFixture,
  stubApi,
} from '../../../../test';
import { userWith } from '../../../../test/features/matches/test-fixtures';
import { changeLanguage, initI18n } from '../../../lib/i18n';
import { loadTranslations } from '..';
import { MatchesPage } from '../matches-page';

const deliveryOf = (overrides: Partial<AlertDelivery>): AlertDelivery => ({
  id: 'd1',
  channel: 'email',
  kind: 'match',
  market: 'crypto',
  packName: 'Btc breakouts',
  pair: 'BTC/USDT',
  side: 'buy',
  strategyId: 1,
  strategyName: 'RSI 50 cross up',
  timeframe: 240,
  status: 'delivered',
  attempts: 1,
  reason: null,
  createdAt: 1_790_000_000_000,
  deliveredAt: 1_790_000_001_000,
  nextAttemptAt: null,
  ...overrides,
});

let deliveriesAsked = 0;
beforeAll(async () => {
  await initI18n('en');
  await loadTranslations();
});
beforeEach(() => {
  resetScreen();
  deliveriesAsked = 0;
  const user = userWith((settings) => {
    settings.crypto.Alerts = {};
  });
  stubApi({
    user: () => user,
    'crypto/alerts': () => envelope({ items: [], total: 0, page: 1, pageSize: 25 }),
    'strategies.json': () =>
      plainJson([strategyFixture({ id: 1, name: 'RSI 50 cross up', fa_name: 'عبور RSI از ۵۰ به بالا' })]),
    'alerts/deliveries?page=1&pageSize=10': () => {
      deliveriesAsked += 1;
      return {
        items: [
          deliveryOf({}),
          deliveryOf({
            id: 'd2',
            channel: 'webhook',
            side: 'sell',
            status: 'retrying',
            attempts: 2,
            reason: 'http 502',
            nextAttemptAt: 1_790_000_060_000,
          }),
          deliveryOf({ id: 'd3', channel: 'telegram', status: 'dead', reason: 'telegram-unbound' }),
        ],
        total: 3,
        page: 1,
        pageSize: 10,
      };
    },
  });
});
afterEach(() => vi.unstubAllGlobals());

const open = (path: string) =>
  renderScreen([{ path: '/market/crypto/alerts', element: <MatchesPage market="crypto" kind="alerts" /> }], {
    path,
  }).router;

describe('the alerts page delivery log', () => {
  it('is asked for only when its tab is opened, and keeps the tab in the address', async () => {
    const router = await open('/market/crypto/alerts');
    await screen.findByRole('radio', { name: 'Delivery log' });
    expect(deliveriesAsked).toBe(0);
    fireEvent.click(screen.getByRole('radio', { name: 'Delivery log' }));
    const delivered = await screen.findByRole('row', { name: /E-mail/ }, { timeout: 5000 });
    expect(searchOf(router).get('tab')).toBe('deliveries');
    expect(within(delivered).getByText('Delivered')).toBeTruthy();
    expect(within(delivered).getByText('E-mail')).toBeTruthy();
    expect(within(delivered).getByText('4h')).toBeTruthy();
  });

  it('shows a failing delivery with its reason and its next try', async () => {
    await open('/market/crypto/alerts?tab=deliveries');
    const failing = await screen.findByRole('row', { name: /Webhook/ }, { timeout: 5000 });
    expect(within(failing).getByText('Retrying')).toBeTruthy();
    expect(within(failing).getByText('http 502')).toBeTruthy();
    expect(within(failing).getByText(/2 tries · next try/)).toBeTruthy();
    expect(within(failing).getByText('Sell')).toBeTruthy();
  });

  it('reads in Persian: the strategy by its Persian name, the outbox’s own reasons translated', async () => {
    await changeLanguage('fa');
    try {
      await open('/market/crypto/alerts?tab=deliveries');
      const unbound = await screen.findByRole('row', { name: /تلگرام/ }, { timeout: 5000 });
      expect(within(unbound).getByText('هیچ گفتگوی تلگرامی به حساب شما متصل نیست')).toBeTruthy();
      // The Persian name comes with the strategy list, which may land after the row (no earlier test loaded it).
      expect(await within(unbound).findByText(/عبور RSI از ۵۰ به بالا/)).toBeTruthy();
      // A channel's own answer is shown as it came.
      expect(screen.getByText('http 502')).toBeTruthy();
    } finally {
      await changeLanguage('en');
    }
  });
});
