import type { Tip } from '@tradescope/domain';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { isUnread } from '../../lib/endpoints';
import { useLanguage } from '../../lib/i18n';
import { ExternalIcon } from '../../ui/icons';
import { PassedTime } from '../../ui/passed-time';
import { EmptyState, ErrorState } from '../../ui/states';

const LINK_CLASS = 'mt-1.5 inline-flex items-center gap-1 font-semibold text-brand text-xs hover:underline';

/** A tip; links inside the app stay in the tab, others open a new one. */
const TipCard = ({ tip, onFollow }: { tip: Tip; onFollow?: () => void }) => {
  const { t } = useTranslation();
  const language = useLanguage();
  const link = tip[`link_${language}`];
  return (
    <article className="flex gap-3 px-4 py-3">
      <span
        aria-hidden="true"
        className={`mt-1.5 size-2 shrink-0 rounded-full ${isUnread(tip) ? 'bg-brand' : 'bg-transparent'}`}
      />
      <div className="min-w-0 flex-1">
        <div className="flex items-center gap-2 text-[11px] text-ink-faint">
          {tip[`tag_${language}`] && (
            <span className="rounded bg-surface-muted px-1.5 py-0.5 font-semibold text-ink-muted uppercase tracking-wide">
              {tip[`tag_${language}`]}
            </span>
          )}
          <PassedTime at={tip.create_date * 1000} />
          {isUnread(tip) && <span className="font-semibold text-brand">{t('tips.new')}</span>}
        </div>
        <h3 className="mt-1 font-semibold text-sm leading-snug">{tip[`title_${language}`]}</h3>
        <p className="mt-1 text-ink-muted text-xs leading-relaxed">{tip[`text_${language}`]}</p>
        {link.startsWith('/') ? (
          <Link to={link} onClick={onFollow} className={LINK_CLASS}>
            {tip[`link_text_${language}`] || link}
          </Link>
        ) : (
          link && (
            <a href={link} target="_blank" rel="noreferrer" className={LINK_CLASS}>
              {tip[`link_text_${language}`] || link}
              <ExternalIcon size={12} />
            </a>
          )
        )}
      </div>
    </article>
  );
};

/** The tips of spec §3, newest first; 'there are no tips' when empty. */
export const TipsList = ({
  tips,
  loading,
  failed,
  onRetry,
  onFollow,
}: {
  tips: readonly Tip[];
  loading: boolean;
  failed: boolean;
  onRetry: () => void;
  /** A link in a tip was followed: the panel closes. */
  onFollow?: () => void;
}) => {
  const { t } = useTranslation();
  if (loading) {
    return (
      <div className="flex flex-col gap-3 p-4">
        {[0, 1, 2].map((row) => (
          <div key={row} className="skeleton h-14 rounded-lg" />
        ))}
      </div>
    );
  }
  if (failed) return <ErrorState compact onRetry={onRetry} />;
  if (tips.length === 0) return <EmptyState compact title={t('tips.empty')} />;
  return (
    <div className="divide-y divide-line">
      {tips.map((tip) => (
        <TipCard key={tip.id} tip={tip} onFollow={onFollow} />
      ))}
    </div>
  );
};
