import { useTranslation } from 'react-i18next';
import type { JumpRow } from '../../lib/endpoints/jumps';
import { useFormat } from '../../lib/format';
import { PassedTime } from '../../ui/passed-time';
import { ChangeText } from './jump-cells';
import { jumpSteps } from './sub-jump-steps';

/** The event's jumps (spec §2: a row expands to its sub-jumps): time, price and the change from the one before. */
export const SubJumps = ({ row, id }: { row: JumpRow; id: string }) => {
  const { t } = useTranslation('jumps');
  const format = useFormat();
  const steps = jumpSteps(row);
  return (
    <section id={id} aria-label={t('sub.title')} className="flex flex-col gap-2">
      <h3 className="font-semibold text-ink-muted text-xs uppercase tracking-wide">{t('sub.title')}</h3>
      <ol className="flex flex-col overflow-hidden rounded-lg border border-line bg-surface">
        {steps.map((step, index) => (
          <li
            key={step.id}
            data-testid="sub-jump"
            className="grid grid-cols-[1.5rem_minmax(0,1fr)_auto] items-center gap-x-3 border-line border-b px-3 py-2 text-sm last:border-0"
          >
            <span className="tabular text-ink-faint text-xs">{format.count(index + 1)}</span>
            <span className="flex min-w-0 flex-col leading-tight">
              <span className="tabular whitespace-nowrap">{format.date(step.at, true)}</span>
              <span className="text-ink-muted text-xs">
                <PassedTime at={step.at * 1000} />
              </span>
            </span>
            <span className="flex flex-col items-end leading-tight">
              <span className="tabular font-medium">{format.price(step.price, row.priceDecimals)}</span>
              <span className="text-xs">
                {step.change === null ? (
                  <span className="text-ink-muted">{t('sub.first')}</span>
                ) : (
                  <ChangeText change={step.change} />
                )}
              </span>
            </span>
          </li>
        ))}
      </ol>
      {steps.length === 1 && <p className="text-ink-muted text-xs">{t('sub.alone')}</p>}
    </section>
  );
};
