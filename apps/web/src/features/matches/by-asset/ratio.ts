import type { AssetMatches } from '@tradescope/domain';

export interface Ratio {
  readonly buy: number;
  readonly sell: number;
  readonly neutral: number;
}

/** Each side's share of the asset's matches in percent (the phone list's ratio bar); all zero without matches. */
export const ratioOf = ({ buy, sell, neutral }: AssetMatches['counts']): Ratio => {
  const total = buy + sell + neutral;
  if (total === 0) return { buy: 0, sell: 0, neutral: 0 };
  const percent = (count: number) => Math.round((count / total) * 10_000) / 100;
  return { buy: percent(buy), sell: percent(sell), neutral: percent(neutral) };
};
