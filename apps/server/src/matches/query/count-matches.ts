import type { MatchesCount } from '@tradescope/domain';
import type { ListedMatch } from './listed-match';

/** Matches counted strategy id -> quote -> timeframe (spec §3 Matches count, §7 matches/count). */
export const countMatches = (matches: readonly ListedMatch[]): MatchesCount => {
  const counts: Record<string, Record<string, Record<string, number>>> = {};
  for (const match of matches) {
    const strategy = String(match.strategyId);
    const byQuote = counts[strategy] ?? {};
    counts[strategy] = byQuote;
    const byTimeframe = byQuote[match.quote] ?? {};
    byQuote[match.quote] = byTimeframe;
    const timeframe = String(match.timeframe);
    byTimeframe[timeframe] = (byTimeframe[timeframe] ?? 0) + 1;
  }
  return counts;
};
