import type { User } from '@tradescope/domain';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../lib/format';
import { CalendarIcon } from '../../../ui/icons';

/** Spec §2: a hint with the due date for crypto and for global while their ICT days remain. */
export const VideoHints = ({ user }: { user: User }) => {
  const { t } = useTranslation('profile');
  const format = useFormat();
  const hints = (['crypto', 'global'] as const).flatMap((group) => {
    const ict = user.ictData[group];
    return ict.remaindDays > 0 && ict.dueDate !== null ? [{ group, ...ict, dueDate: ict.dueDate }] : [];
  });
  if (hints.length === 0) return null;
  return (
    <ul className="flex flex-col gap-2">
      {hints.map((hint) => (
        <li
          key={hint.group}
          className="flex items-center gap-2.5 rounded-lg border border-warning/30 bg-warning/8 px-3 py-2.5 text-sm"
        >
          <CalendarIcon size={16} className="shrink-0 text-warning" />
          {t('video.due', {
            group: t(`days.${hint.group}`),
            date: format.date(hint.dueDate),
            days: format.count(hint.remaindDays),
          })}
        </li>
      ))}
    </ul>
  );
};
