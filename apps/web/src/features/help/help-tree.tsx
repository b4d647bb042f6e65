import type { HelpSection } from '@tradescope/domain';
import { clsx } from 'clsx';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ChevronDownIcon } from '../../ui/icons';
import { type HelpLanguage, labelOf, pathOf } from './help-text';

const ROW =
  'flex min-h-10 min-w-0 flex-1 items-center rounded-lg px-3 py-1.5 text-start text-sm transition focus-visible:outline-2 focus-visible:outline-brand';
const rowTone = (current: boolean) =>
  current ? 'bg-brand/10 font-semibold text-brand' : 'text-ink-muted hover:bg-surface-muted hover:text-ink';

const Branch = ({
  section,
  language,
  currentId,
  open,
  onToggle,
  onPick,
}: {
  section: HelpSection;
  language: HelpLanguage;
  currentId: string;
  open: boolean;
  onToggle: () => void;
  onPick: () => void;
}) => {
  const { t } = useTranslation('help');
  const label = labelOf(section, language);
  const here = section.id === currentId;
  return (
    <li>
      <div className="flex items-center gap-0.5">
        <Link
          to={pathOf(section)}
          onClick={onPick}
          aria-current={here ? 'page' : undefined}
          className={clsx(ROW, 'font-medium', rowTone(here))}
        >
          {label}
        </Link>
        {section.children.length > 0 && (
          <button
            type="button"
            onClick={onToggle}
            aria-expanded={open}
            aria-label={t(open ? 'collapse' : 'expand', { label })}
            className="flex size-9 shrink-0 items-center justify-center rounded-lg text-ink-faint hover:bg-surface-muted hover:text-ink"
          >
            <ChevronDownIcon size={15} className={clsx('transition', open && 'rotate-180')} />
          </button>
        )}
      </div>
      {open && section.children.length > 0 && (
        <ul className="ms-3 border-line border-s ps-2">
          {section.children.map((child) => {
            const current = child.id === currentId;
            return (
              <li key={child.id}>
                <Link
                  to={pathOf(section, child)}
                  onClick={onPick}
                  aria-current={current ? 'page' : undefined}
                  className={clsx(ROW, rowTone(current))}
                >
                  {labelOf(child, language)}
                </Link>
              </li>
            );
          })}
        </ul>
      )}
    </li>
  );
};

/**
 * Spec §2 help content: the expandable tree with the current page highlighted (aria-current). The section of the
 * page in view opens by itself; the others open and close on their arrows.
 */
export const HelpTree = ({
  sections,
  language,
  sectionId,
  currentId,
  onPick = () => undefined,
}: {
  sections: readonly HelpSection[];
  language: HelpLanguage;
  sectionId: string;
  currentId: string;
  onPick?: () => void;
}) => {
  const { t } = useTranslation('help');
  const [toggled, setToggled] = useState<ReadonlySet<string>>(new Set());
  const isOpen = (id: string) => (id === sectionId) !== toggled.has(id);
  const toggle = (id: string) =>
    setToggled((before) => {
      const next = new Set(before);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  return (
    <nav aria-label={t('contents')}>
      <ul className="flex flex-col gap-0.5">
        {sections.map((section) => (
          <Branch
            key={section.id}
            section={section}
            language={language}
            currentId={currentId}
            open={isOpen(section.id)}
            onToggle={() => toggle(section.id)}
            onPick={onPick}
          />
        ))}
      </ul>
    </nav>
  );
};
