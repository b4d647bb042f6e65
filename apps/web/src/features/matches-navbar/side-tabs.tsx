import { clsx } from 'clsx';
import { useTranslation } from 'react-i18next';
import { Segmented } from '../../ui/segmented';
import { NAVBAR_SIDES, type NavbarSide } from './navbar-layout';

const TONES: Record<NavbarSide, string> = { buy: 'text-buy', sell: 'text-sell' };

/** The navbar's buy and sell tabs, the chosen one in its side's colour (spec §9: teal for buy, rose for sell). */
export const SideTabs = ({ side, onChange }: { side: NavbarSide; onChange: (side: NavbarSide) => void }) => {
  const { t } = useTranslation('matches-navbar');
  return (
    <div className="shrink-0">
      <Segmented
        label={t('sides')}
        value={side}
        onChange={onChange}
        options={NAVBAR_SIDES.map((value) => ({
          value,
          label: <span className={clsx('font-semibold', value === side && TONES[value])}>{t(value)}</span>,
        }))}
      />
    </div>
  );
};
