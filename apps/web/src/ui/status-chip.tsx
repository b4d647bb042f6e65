import type { StatusTone } from '@tradescope/domain';
import { clsx } from 'clsx';
import type { ReactNode } from 'react';

const TONES: Record<StatusTone | 'neutral', string> = {
  success: 'bg-buy/12 text-buy',
  warning: 'bg-warning/15 text-warning',
  error: 'bg-sell/12 text-sell',
  neutral: 'bg-surface-muted text-ink-muted',
};

/** A coloured status (spec §2: purchase, video and installment statuses). */
export const StatusChip = ({ tone, children }: { tone: StatusTone | 'neutral'; children: ReactNode }) => (
  <span
    data-tone={tone}
    className={clsx('inline-flex h-6 items-center rounded-full px-2.5 font-semibold text-xs', TONES[tone])}
  >
    {children}
  </span>
);
