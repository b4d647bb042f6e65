import { clsx } from 'clsx';
import { AssetLogo } from './asset-logo';

type PairSymbols = { readonly base: string; readonly quote: string };

/** A pair as traders write it: BTC/USDT. */
export const pairText = ({ base, quote }: PairSymbols): string =>
  `${base.toUpperCase()}/${quote.toUpperCase()}`;

/** How a row names its asset: logo, the pair (always left to right, the quote faint) and the name under it. */
export const PairLabel = ({
  base,
  quote,
  name,
  logo,
  logoSize,
  nameWidth = 'max-w-40',
}: PairSymbols & {
  /** Empty or absent: no second line. */
  name?: string;
  logo: string | null;
  logoSize?: number;
  nameWidth?: string;
}) => (
  <span className="flex min-w-0 items-center gap-2.5">
    <AssetLogo base={base} logo={logo} size={logoSize} />
    <span className="flex min-w-0 flex-col items-start leading-tight">
      <span className="max-w-full truncate font-semibold text-ink" dir="ltr">
        {base.toUpperCase()}
        <span className="font-normal text-ink-faint">/{quote.toUpperCase()}</span>
      </span>
      {name && <span className={clsx('truncate text-ink-muted text-xs', nameWidth)}>{name}</span>}
    </span>
  </span>
);
