import { clsx } from 'clsx';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useFormat } from '../../lib/format';
import { Drawer } from '../../ui/drawer';
import { CheckIcon, LockIcon } from '../../ui/icons';
import type { PagePack } from './strategy-packs';

export interface PackDrawerProps {
  readonly open: boolean;
  readonly onOpenChange: (open: boolean) => void;
  readonly side: 'bottom' | 'start';
  /** periscope and dynamic pick a pack; alerts lists the user's alerts read-only. */
  readonly readOnly: boolean;
  readonly packs: readonly PagePack[];
  readonly current: string | undefined;
  readonly settingsPath: string;
  readonly onPick: (pack: PagePack) => void;
}

const PackRow = ({
  pack,
  current,
  readOnly,
  onPick,
}: {
  pack: PagePack;
  current: boolean;
  readOnly: boolean;
  onPick: (pack: PagePack) => void;
}) => {
  const { t } = useTranslation('matches');
  const format = useFormat();
  const body = (
    <>
      <span className="flex min-w-0 flex-1 flex-col">
        <span className="truncate font-semibold text-sm">{pack.title}</span>
        <span className="text-ink-muted text-xs">
          {pack.lock
            ? t('pack.locked')
            : t('pack.strategies', {
                count: pack.strategyIds.length,
                n: format.count(pack.strategyIds.length),
              })}
        </span>
      </span>
      {readOnly ? (
        <span
          className={clsx(
            'rounded-full px-2 py-0.5 font-semibold text-[11px]',
            pack.enable ? 'bg-buy/12 text-buy' : 'bg-surface-muted text-ink-muted',
          )}
        >
          {t(pack.enable ? 'pack.on' : 'pack.off')}
        </span>
      ) : pack.lock ? (
        <LockIcon size={16} className="shrink-0 text-gold" />
      ) : (
        current && <CheckIcon size={16} className="shrink-0 text-brand" aria-label={t('pack.current')} />
      )}
    </>
  );
  const rowClass = clsx(
    'flex w-full items-center gap-3 rounded-lg px-3 py-2.5 text-start',
    current ? 'bg-brand-soft' : !readOnly && 'hover:bg-surface-muted',
  );
  if (readOnly) return <div className={rowClass}>{body}</div>;
  return (
    <button type="button" className={rowClass} aria-pressed={current} onClick={() => onPick(pack)}>
      {body}
    </button>
  );
};

/** Spec §2: the pack-choosing drawer of a matches page, the user's packs first, then the system ones. */
export const PackDrawer = ({
  open,
  onOpenChange,
  side,
  readOnly,
  packs,
  current,
  settingsPath,
  onPick,
}: PackDrawerProps) => {
  const { t } = useTranslation('matches');
  const groups = [
    { key: 'mine', title: t('pack.mine'), packs: packs.filter((pack) => pack.own) },
    { key: 'system', title: t('pack.system'), packs: packs.filter((pack) => !pack.own) },
  ].filter((group) => group.packs.length > 0);
  return (
    <Drawer
      open={open}
      onOpenChange={onOpenChange}
      side={side}
      title={t(readOnly ? 'pack.alerts-title' : 'pack.drawer-title')}
    >
      <div className="flex flex-col gap-4 px-2 pb-4">
        {readOnly && <p className="px-3 text-ink-muted text-xs leading-relaxed">{t('pack.alerts-note')}</p>}
        {groups.length === 0 && <p className="px-3 py-4 text-ink-muted text-sm">{t('pack.none')}</p>}
        {groups.map((group) => (
          <section key={group.key} aria-label={readOnly ? undefined : group.title}>
            {!readOnly && (
              <h3 className="px-3 pb-1 font-semibold text-[11px] text-ink-faint uppercase tracking-wider">
                {group.title}
              </h3>
            )}
            <ul className="flex flex-col gap-0.5">
              {group.packs.map((pack) => (
                <li key={`${group.key}-${pack.name}`}>
                  <PackRow pack={pack} current={pack.name === current} readOnly={readOnly} onPick={onPick} />
                </li>
              ))}
            </ul>
          </section>
        ))}
        <Link
          to={settingsPath}
          className="mx-3 inline-flex h-9 items-center justify-center rounded-lg border border-line-strong font-semibold text-sm hover:bg-surface-muted"
        >
          {t(readOnly ? 'pack.manage-alerts' : 'pack.manage')}
        </Link>
      </div>
    </Drawer>
  );
};
