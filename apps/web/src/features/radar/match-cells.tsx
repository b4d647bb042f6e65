import type { Match, Signal } from '@tradescope/domain';
import { clsx } from 'clsx';
import { useTranslation } from 'react-i18next';
import { PairLabel } from '../../ui/pair-label';

const SIGNAL_TONE: Record<Signal, string> = {
  buy: 'bg-buy/12 text-buy',
  'strong buy': 'bg-buy text-on-brand',
  sell: 'bg-sell/12 text-sell',
  'strong sell': 'bg-sell text-white',
  neutral: 'bg-surface-muted text-ink-muted',
};

const SIGNAL_KEY = {
  buy: 'signal.buy',
  'strong buy': 'signal.strong-buy',
  sell: 'signal.sell',
  'strong sell': 'signal.strong-sell',
  neutral: 'signal.neutral',
} as const satisfies Record<Signal, string>;

/** A match's side in its colour: teal for buy, rose for sell, solid for the strong variants (spec §3, §9). */
export const SideBadge = ({ type }: { type: Signal }) => {
  const { t } = useTranslation('radar');
  return (
    <span
      data-side={type}
      className={clsx(
        'inline-flex h-5 items-center whitespace-nowrap rounded-md px-1.5 font-semibold text-[11px]',
        SIGNAL_TONE[type],
      )}
    >
      {t(SIGNAL_KEY[type])}
    </span>
  );
};

/** The pair, always left to right (BTC/USDT), with the asset's logo and name. */
export const MatchPair = ({
  match,
  logo,
  subline = match.c_name,
}: {
  match: Match;
  logo: string | null;
  /** The line under the pair: the asset's name unless told otherwise. */
  subline?: string;
}) => (
  <PairLabel
    base={match.base}
    quote={match.quote}
    name={subline}
    logo={logo}
    logoSize={26}
    nameWidth="max-w-36"
  />
);
