import type { ReactNode } from 'react';
import { CheckIcon, WarningIcon } from '../../ui/icons';

/** A message for the whole form: an error (wrong password) or a success (link sent). */
export const FormAlert = ({ tone, children }: { tone: 'error' | 'success'; children: ReactNode }) => (
  <div
    role={tone === 'error' ? 'alert' : 'status'}
    className={
      tone === 'error'
        ? 'flex items-start gap-2.5 rounded-lg border border-sell/30 bg-sell/8 px-3 py-2.5 text-sell text-sm'
        : 'flex items-start gap-2.5 rounded-lg border border-buy/30 bg-buy/8 px-3 py-2.5 text-ink text-sm'
    }
  >
    {tone === 'error' ? (
      <WarningIcon size={17} className="mt-px shrink-0" />
    ) : (
      <CheckIcon size={17} className="mt-px shrink-0 text-buy" />
    )}
    <span className="leading-relaxed">{children}</span>
  </div>
);
