import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Match } from '@tradescope/domain';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  assetFixture,
  plainJson,
  proUserFixture,
  renderScreen,
  resetScreen,
  stubApi,
  userFixture,
} from '../../../test';
import { matchOf, STRATEGIES } from '../../../test/features/matches-navbar/test-fixtures';
import { useAppStore } from '../../lib/app-store';
import { changeLanguage, initI18n } from '../../lib/i18n';
import { loadTranslations, MatchesNavbar } from '.';

let paid: boolean;
let lists: Record<'buy' | 'sell', Match[]>;
let bodies: Record<string, unknown>[];
let hangMatches: boolean;

/** The navbar as wide as a 1440 px window's row (1400 px): 4 matches a page, 5 placeholders. */
const open = (width = 1400) => {
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue({ width } as DOMRect);
  renderScreen(<MatchesNavbar market="crypto" />);
};

const shownIds = (side: 'buy' | 'sell') =>
  within(screen.getByRole('list', { name: `Latest ${side} matches` }))
    .getAllByRole('link')
    .map((link) => link.getAttribute('href'));

const pairsShown = (side: 'buy' | 'sell') =>
  within(screen.getByRole('list', { name: `Latest ${side} matches` }))
    .getAllByRole('link')
    .map((link) => link.querySelector('[dir="ltr"]')?.textContent);

beforeAll(async () => {
  await initI18n('en');
  await loadTranslations();
});
beforeEach(() => {
  paid = true;
  lists = {
    buy: Array.from({ length: 30 }, (_, index) => matchOf(index, 'buy')),
    sell: Array.from({ length: 3 }, (_, index) => matchOf(index, 'sell')),
  };
  bodies = [];
  hangMatches = false;
  resetScreen();
  stubApi({
    user: () => (paid ? proUserFixture() : userFixture()),
    'strategies.json': () => plainJson(STRATEGIES),
    'crypto?source=binance-spot': () => [
      assetFixture({ base: 'btc', name: 'Bitcoin' }),
      assetFixture({ base: 'eth', name: 'Ethereum' }),
      assetFixture({ base: 'sol', name: 'Solana' }),
      assetFixture({ base: 'xrp', name: 'XRP' }),
    ],
    'crypto/matches': ({
      body,
    }: {
      body: { positions: ['buy' | 'sell']; page: number; pageSize: number };
    }) => {
      bodies.push(body);
      if (hangMatches) return new Promise<Response>(() => undefined);
      const all = lists[body.positions[0]];
      const start = (body.page - 1) * body.pageSize;
      return {
        items: all.slice(start, start + body.pageSize),
        total: all.length,
        page: body.page,
        pageSize: 25,
      };
    },
  });
});
afterEach(async () => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  await changeLanguage('en');
});

describe('the matches navbar (spec §2)', () => {
  it('draws floor(width / 250) placeholders while the matches load', async () => {
    hangMatches = true;
    open(1400);
    await waitFor(() => expect(bodies.length).toBeGreaterThan(0));
    const navbar = screen.getByTestId('matches-navbar');
    expect(navbar.querySelectorAll('[data-skeleton]')).toHaveLength(5);
  });

  it("lists the latest buy matches of the user's Periscope pack, 4 to a 1400 px navbar, each 250 px wide", async () => {
    open(1400);
    expect(await screen.findByRole('list', { name: 'Latest buy matches' })).toBeTruthy();
    expect(pairsShown('buy')).toEqual(['C0/USDT', 'C1/USDT', 'C2/USDT', 'C3/USDT']);
    const first = screen.getAllByRole('link')[0]!;
    expect(first.style.width).toBe('250px');
    expect(first.getAttribute('href')).toBe(
      '/market/crypto/chart?source=binance-spot&base=c0&quote=usdt&timeframe=240&strategy=11',
    );
    expect(within(first).getByText('RSI oversold exit')).toBeTruthy();
    expect(within(first).getByText('4h')).toBeTruthy();
    expect(within(first).getByText('1 minute ago')).toBeTruthy();
    expect(bodies[0]).toEqual({
      strategyPack: 'classic',
      source: 'binance-spot',
      positions: ['buy'],
      pageSize: 25,
      page: 1,
    });
  });

  it('moves a page of itemsPerPage with the arrows, reading the next API page when a page straddles two', async () => {
    open(1024 - 40);
    await screen.findByRole('list', { name: 'Latest buy matches' });
    expect(pairsShown('buy')).toEqual(['C0/USDT', 'C1/USDT', 'C2/USDT']);
    const previous = screen.getByRole('button', { name: 'Previous matches' });
    const next = screen.getByRole('button', { name: 'Next matches' });
    expect(previous).toHaveProperty('disabled', true);
    fireEvent.click(next);
    expect(pairsShown('buy')).toEqual(['C3/USDT', 'C4/USDT', 'C5/USDT']);
    fireEvent.click(previous);
    expect(pairsShown('buy')).toEqual(['C0/USDT', 'C1/USDT', 'C2/USDT']);
    // The ninth page of 3 holds list positions 24-26: the last of API page 1 and the first two of page 2.
    for (let step = 0; step < 8; step += 1) fireEvent.click(next);
    await waitFor(() => expect(pairsShown('buy')).toEqual(['C24/USDT', 'C25/USDT', 'C26/USDT']));
    expect(bodies.some((body) => body.page === 2 && (body.positions as string[])[0] === 'buy')).toBe(true);
    fireEvent.click(next);
    await waitFor(() => expect(pairsShown('buy')).toEqual(['C27/USDT', 'C28/USDT', 'C29/USDT']));
    expect(next).toHaveProperty('disabled', true);
  });

  it('turns to the sell list when buy is empty and sell is not', async () => {
    lists.buy = [];
    open();
    expect(await screen.findByRole('list', { name: 'Latest sell matches' })).toBeTruthy();
    expect(shownIds('sell')).toHaveLength(3);
    expect(screen.getByRole('radio', { name: 'Sell' })).toHaveProperty('checked', true);
    expect(within(screen.getAllByRole('link')[0]!).getByText('MACD bearish cross')).toBeTruthy();
    // The reader may still look at the empty buy list.
    fireEvent.click(screen.getByRole('radio', { name: 'Buy' }));
    expect(await screen.findByText(/No buy matches yet/)).toBeTruthy();
  });

  it('stays on buy when both lists are empty', async () => {
    lists = { buy: [], sell: [] };
    open();
    expect(await screen.findByText(/No buy matches yet/)).toBeTruthy();
    expect(screen.getByRole('radio', { name: 'Buy' })).toHaveProperty('checked', true);
  });

  it('names strategies in Persian in Persian', async () => {
    await changeLanguage('fa');
    open();
    const list = await screen.findByRole('list', { name: 'آخرین سیگنال‌های خرید' });
    expect(within(list).getAllByText('خروج از اشباع فروش RSI')).toHaveLength(4);
  });

  it('shows a free user a blurred teaser of 3 assets that opens the upgrade modal, and asks for no matches', async () => {
    paid = false;
    open();
    const teaser = await screen.findByTestId('matches-navbar-teaser');
    await waitFor(() => expect(teaser.textContent).toContain('BTC/USDT'));
    expect(teaser.querySelectorAll('[data-teaser-asset]')).toHaveLength(3);
    expect(teaser.textContent).not.toContain('XRP');
    await act(async () => fireEvent.click(teaser));
    expect(useAppStore.getState().upgrade).toEqual({ rule: ['ict', 'pro', 'hero'], group: 'crypto' });
    expect(bodies).toEqual([]);
  });
});
