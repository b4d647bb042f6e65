import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type InstallmentEntry, PURCHASE_STATUSES } from '../entities';
import { installmentParts, installmentStatus, nextInstallment } from './installment';

const entry = (overrides: Partial<InstallmentEntry> = {}): InstallmentEntry => ({
  planName: 'Hero 6 months',
  startSubscription: 1_790_000_000,
  endSubscription: 180,
  firstInstallmentAmount: 120,
  secondInstallmentAmount: 100,
  lastInstallmentAmount: 80,
  currency: 'usd',
  firstInstallmentStatus: 'completed',
  secondInstallmentStatus: 'pending',
  lastInstallmentStatus: 'pending',
  firstInstallment: -30,
  secondInstallment: 10,
  lastInstallment: 70,
  nextInstallment: 'second',
  payUrl: null,
  ...overrides,
});

describe('installment status (spec §4: paid when completed; pending below 4 days left; else upcoming)', () => {
  it.each([
    ['completed', 10, 'paid'],
    ['completed', -5, 'paid'],
    ['pending', 3, 'pending'],
    ['pending', 4, 'upcoming'],
    ['pending', -1, 'pending'],
    ['failed', 0, 'pending'],
    ['cancelled', 30, 'upcoming'],
  ] as const)('a %s part with %i days left is %s', (paymentStatus, daysLeft, expected) => {
    expect(installmentStatus({ paymentStatus, daysLeft })).toBe(expected);
  });

  it('is paid exactly when the payment completed, whatever the days', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...PURCHASE_STATUSES),
        fc.integer({ min: -400, max: 400 }),
        (status, days) => {
          const shown = installmentStatus({ paymentStatus: status, daysLeft: days });
          expect(shown === 'paid').toBe(status === 'completed');
          if (shown !== 'paid') expect(shown === 'pending').toBe(days < 4);
        },
      ),
    );
  });

  it('reads the three parts of an entry in paying order', () => {
    expect(installmentParts(entry())).toEqual([
      { slot: 'first', amount: 120, currency: 'usd', paymentStatus: 'completed', daysLeft: -30 },
      { slot: 'second', amount: 100, currency: 'usd', paymentStatus: 'pending', daysLeft: 10 },
      { slot: 'last', amount: 80, currency: 'usd', paymentStatus: 'pending', daysLeft: 70 },
    ]);
  });

  it('points the pay link at the earliest unpaid part, and at nothing once all are paid', () => {
    expect(nextInstallment(entry())?.slot).toBe('second');
    expect(nextInstallment(entry({ firstInstallmentStatus: 'failed' }))?.slot).toBe('first');
    const settled = entry({ secondInstallmentStatus: 'completed', lastInstallmentStatus: 'completed' });
    expect(nextInstallment(settled)).toBeUndefined();
  });
});
