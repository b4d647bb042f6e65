import { clsx } from 'clsx';
import { Accordion as Radix } from 'radix-ui';
import type { ReactNode } from 'react';
import { ChevronDownIcon } from './icons';

export interface AccordionSection {
  readonly value: string;
  /** The always-visible header row; the chevron is added at its end. */
  readonly header: ReactNode;
  readonly content: ReactNode;
}

/**
 * Sections of which one opens at a time (a second tap closes it): radix keeps the keyboard model (arrows move between
 * headers) and the aria wiring; the open one is controlled so a screen can follow it.
 */
export const Accordion = ({
  sections,
  value,
  onValueChange,
  className,
}: {
  sections: readonly AccordionSection[];
  value: string;
  onValueChange: (value: string) => void;
  className?: string;
}) => (
  <Radix.Root
    type="single"
    collapsible
    value={value}
    onValueChange={onValueChange}
    className={clsx('divide-y divide-line overflow-hidden rounded-xl border border-line', className)}
  >
    {sections.map((section) => (
      <Radix.Item key={section.value} value={section.value} className="bg-surface-raised">
        <Radix.Header className="flex">
          <Radix.Trigger className="group flex min-h-12 flex-1 items-center gap-2 px-3 py-2.5 text-start text-sm transition hover:bg-surface-muted/60 focus-visible:outline-2 focus-visible:outline-brand focus-visible:-outline-offset-2">
            <span className="flex min-w-0 flex-1 items-center gap-2">{section.header}</span>
            <ChevronDownIcon
              size={16}
              className="shrink-0 text-ink-muted transition-transform duration-200 group-data-[state=open]:rotate-180"
            />
          </Radix.Trigger>
        </Radix.Header>
        <Radix.Content className="overflow-hidden border-line border-t bg-surface/50">
          {section.content}
        </Radix.Content>
      </Radix.Item>
    ))}
  </Radix.Root>
);
