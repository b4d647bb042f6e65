import type { Market, Match, SourceName } from '@tradescope/domain';
import { useState } from 'react';
import { type MatchesRequest, type Page, useMatchesPage } from '../../lib/endpoints/matches';
import { apiPagesOf, type NavbarSide, pageCountOf, pageHolding, pickSide } from './navbar-layout';

/** The navbar reads the API's matches 25 at a time (spec §9 matches page size) and shows a slice of them. */
const API_PAGE_SIZE = 25;

/** What the navbar asks for: the latest matches of the user's Periscope pack on its source (spec §2). */
export interface NavbarQuery {
  readonly strategyPack: string;
  readonly source: SourceName;
}

/** A place in the side's list, newest first, and its match (`null` while its API page loads). */
interface NavbarSlot {
  readonly position: number;
  readonly match: Match | null;
}

/** A placeholder page (the previous key's answer, kept while the next loads) is not this key's answer. */
const answerOf = (query: { data?: Page<Match>; isPlaceholderData: boolean }) =>
  query.isPlaceholderData ? undefined : query.data;

const requestOf = (query: NavbarQuery, side: NavbarSide, page: number): MatchesRequest => ({
  strategyPack: query.strategyPack,
  source: query.source,
  positions: [side],
  pageSize: API_PAGE_SIZE,
  page,
});

/**
 * The shown side and page of the navbar. Page 1 of both sides is always asked for, for their totals (spec §2: the
 * navbar turns to sell when buy is empty and sell is not, until the user picks a side); a navbar page that straddles
 * two API pages reads both.
 */
export const useNavbarMatches = (market: Market, query: NavbarQuery, perPage: number) => {
  const [chosen, setChosen] = useState<NavbarSide | null>(null);
  const [autoSide, setAutoSide] = useState<NavbarSide>('buy');
  const [first, setFirst] = useState(0);

  const buy = useMatchesPage(market, 'periscope', requestOf(query, 'buy', 1));
  const sell = useMatchesPage(market, 'periscope', requestOf(query, 'sell', 1));
  const totals = { buy: answerOf(buy)?.total, sell: answerOf(sell)?.total };

  // Once turned to sell it stays there: a buy match arriving later must not pull the list from under the reader.
  const picked = pickSide(totals.buy, totals.sell, autoSide);
  if (picked !== autoSide) setAutoSide(picked);
  const side = chosen ?? picked;
  const head = side === 'buy' ? buy : sell;
  const total = totals[side];

  const pageCount = pageCountOf(total ?? 0, perPage);
  const page = Math.min(pageHolding(first, perPage), pageCount - 1);
  const { first: start, pages } = apiPagesOf(page, perPage, API_PAGE_SIZE);
  const [pageA, pageB] = pages;
  const a = useMatchesPage(market, 'periscope', requestOf(query, side, pageA), total !== undefined);
  const b = useMatchesPage(
    market,
    'periscope',
    requestOf(query, side, pageB),
    total !== undefined && pageB !== pageA,
  );

  const itemsOf = (apiPage: number): readonly Match[] | undefined =>
    apiPage === pageA ? answerOf(a)?.items : answerOf(b)?.items;
  const slots: NavbarSlot[] = [];
  if (total !== undefined) {
    for (let position = start; position < Math.min(start + perPage, total); position += 1) {
      const items = itemsOf(Math.floor(position / API_PAGE_SIZE) + 1);
      const match = items === undefined ? null : items[position % API_PAGE_SIZE];
      if (match !== undefined) slots.push({ position, match });
    }
  }

  return {
    side,
    total,
    slots,
    isError: head.isError && total === undefined,
    retry: () => void head.refetch(),
    hasPrevious: page > 0,
    hasNext: total !== undefined && start + perPage < total,
    choose: (next: NavbarSide) => {
      setChosen(next);
      setFirst(0);
    },
    previous: () => setFirst(Math.max(0, (page - 1) * perPage)),
    next: () => setFirst((page + 1) * perPage),
  };
};
