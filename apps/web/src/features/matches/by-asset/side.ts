import type { Signal } from '@tradescope/domain';

/** The three sides a match is drawn in; the strong variants look like their plain side (spec §3 Signals). */
export type Side = 'buy' | 'sell' | 'neutral';

export const sideOf = (type: Signal): Side =>
  type === 'strong buy' ? 'buy' : type === 'strong sell' ? 'sell' : type;

/** Spec §9 colours: teal for buy, rose for sell; neutral stays grey. */
export const SIDE_TONES: Record<
  Side,
  { readonly pill: string; readonly text: string; readonly fill: string }
> = {
  buy: { pill: 'bg-buy/12 text-buy', text: 'text-buy', fill: 'bg-buy' },
  sell: { pill: 'bg-sell/12 text-sell', text: 'text-sell', fill: 'bg-sell' },
  neutral: { pill: 'bg-surface-muted text-ink-muted', text: 'text-ink-muted', fill: 'bg-ink-faint/60' },
};
