import type { User } from '@tradescope/domain';
import { clsx } from 'clsx';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../lib/format';

type Card = {
  id: 'crypto' | 'global' | 'falcon';
  days: number;
  extras: { id: 'ict' | 'xmoon'; days: number }[];
};

/** Spec §2: remaining days of crypto, global and the falcon assistant; the first two list ict and xmoon below. */
const cardsOf = ({ remainingDays: days }: User): Card[] => [
  {
    id: 'crypto',
    days: days.crypto,
    extras: [
      { id: 'ict', days: days.cryptoICT },
      { id: 'xmoon', days: days.cryptoXMoon },
    ],
  },
  {
    id: 'global',
    days: days.global,
    extras: [
      { id: 'ict', days: days.globalICT },
      { id: 'xmoon', days: days.globalXMoon },
    ],
  },
  { id: 'falcon', days: days.falcon, extras: [] },
];

export const DaysCards = ({ user }: { user: User }) => {
  const { t } = useTranslation('profile');
  const format = useFormat();
  return (
    <section aria-label={t('days.label')} className="grid grid-cols-3 gap-2 tablet:gap-3">
      {cardsOf(user).map((card) => (
        <div
          key={card.id}
          data-testid={`days-${card.id}`}
          className="min-w-0 rounded-xl border border-line bg-surface-raised p-3 tablet:p-4"
        >
          <p className="font-semibold text-ink-muted text-xs uppercase tracking-wider">
            {t(`days.${card.id}`)}
          </p>
          <p className="mt-1 flex flex-wrap items-baseline gap-x-1.5">
            <span
              className={clsx(
                'tabular font-bold text-2xl tablet:text-3xl',
                card.days > 0 ? 'text-ink' : 'text-ink-faint',
              )}
            >
              {format.count(card.days)}
            </span>
            <span className="text-ink-muted text-xs tablet:text-sm">{t('days.unit')}</span>
          </p>
          {card.extras.length > 0 && (
            <dl className="mt-2 flex flex-col gap-1 border-line border-t pt-2 text-xs tablet:mt-3 tablet:flex-row tablet:gap-4 tablet:pt-3 tablet:text-sm">
              {card.extras.map((extra) => (
                <div key={extra.id} className="flex items-center gap-1.5">
                  <dt className="text-ink-muted">{t(`days.${extra.id}`)}</dt>
                  <dd className="tabular font-semibold">{format.count(extra.days)}</dd>
                </div>
              ))}
            </dl>
          )}
        </div>
      ))}
    </section>
  );
};
