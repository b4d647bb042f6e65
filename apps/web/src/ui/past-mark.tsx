import { useTranslation } from 'react-i18next';
import { ClockIcon } from './icons';
import { PassedTime } from './passed-time';

/**
 * Marks a match that is no longer live (the server lists a scope's latest ended ones when nothing is live): "Past"
 * and how long ago it ended. Renders nothing for a live match.
 */
export const PastMark = ({ endedAt }: { endedAt: string | undefined }) => {
  const { t } = useTranslation();
  if (endedAt === undefined) return null;
  return (
    <span
      data-past
      className="inline-flex items-center gap-1 self-start whitespace-nowrap rounded-md border border-line-strong border-dashed px-1.5 font-medium text-[11px] text-ink-muted leading-5"
    >
      <ClockIcon size={11} />
      {t('state.past')}
      <span aria-hidden="true">·</span>
      <PassedTime at={Date.parse(endedAt)} />
    </span>
  );
};
