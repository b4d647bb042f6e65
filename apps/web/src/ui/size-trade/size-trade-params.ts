import type { Match, MatchLevels, Timeframe } from '@tradescope/domain';
import { writeChartParams } from '../chart/chart-params';

/** The match's side as the calculator's position; a neutral match proposes no trade. */
const positionOf = (match: Pick<Match, 'type'>): MatchLevels['positionType'] | undefined =>
  match.type === 'buy' || match.type === 'strong buy'
    ? 'long'
    : match.type === 'sell' || match.type === 'strong sell'
      ? 'short'
      : undefined;

/** The query parameters a match adds to the calculator's pair: its side, zone and levels (when it has them). */
const LEVEL_PARAMS = ['position', 'zoneFrom', 'zoneTo', 'invalidation', 'target'] as const;

/**
 * The calculator's address for a match (issue 18 "Size this trade"): the pair and timeframe as the chart reads them,
 * with the match's strategy drawn, plus what the plan is made of. Undefined for a match that proposes no trade.
 */
export const sizeTradeHref = (
  match: Pick<
    Match,
    'type' | 'source' | 'base' | 'quote' | 'timeframe' | 'strategyId' | 'zone' | 'invalidation' | 'target'
  >,
): string | undefined => {
  const position = positionOf(match);
  if (position === undefined) return undefined;
  const params = writeChartParams({
    source: match.source,
    base: match.base,
    quote: match.quote,
    timeframe: match.timeframe as Timeframe,
    strategyIds: [match.strategyId],
    jump: false,
  });
  params.set('position', position);
  params.set('zoneFrom', String(match.zone.from));
  params.set('zoneTo', String(match.zone.to));
  if (match.invalidation !== undefined) params.set('invalidation', String(match.invalidation));
  if (match.target !== undefined) params.set('target', String(match.target));
  return `/market/crypto/risk-quant?${params}`;
};

const positive = (value: string | null): number | undefined => {
  if (value === null || value.trim() === '') return undefined;
  const number = Number(value);
  return Number.isFinite(number) && number > 0 ? number : undefined;
};

/** What a "Size this trade" address proposes; undefined when it carries no readable match. */
export const readMatchLevels = (params: URLSearchParams): MatchLevels | undefined => {
  const position = params.get('position');
  const from = positive(params.get('zoneFrom'));
  const to = positive(params.get('zoneTo'));
  if ((position !== 'long' && position !== 'short') || from === undefined || to === undefined)
    return undefined;
  const invalidation = positive(params.get('invalidation'));
  const target = positive(params.get('target'));
  return {
    positionType: position,
    zone: { from, to },
    ...(invalidation === undefined ? {} : { invalidation }),
    ...(target === undefined ? {} : { target }),
  };
};

/** The address once its match has been applied: the pair stays, the proposal goes (a reload keeps the edits). */
export const withoutMatchLevels = (params: URLSearchParams): URLSearchParams => {
  const next = new URLSearchParams(params);
  for (const key of LEVEL_PARAMS) next.delete(key);
  return next;
};
