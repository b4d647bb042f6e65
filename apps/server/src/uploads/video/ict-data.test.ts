import { unixSeconds } from '@tradescope/domain';
import { describe, expect, it } from 'vitest';
import { ictDataOf, nextDueDate } from './ict-data';

const NOW = unixSeconds(1_800_000_000);
const DAY = 86_400;

describe('ictDataOf', () => {
  it('gives each market group its ICT days left and the ICT expiry as the due date', () => {
    const holder = { access: { ict: NOW + 10 * DAY }, globalAccess: { ict: NOW + 2 * DAY - 5 } };
    expect(ictDataOf(holder, NOW)).toEqual({
      crypto: { remaindDays: 10, dueDate: NOW + 10 * DAY },
      global: { remaindDays: 2, dueDate: NOW + 2 * DAY - 5 },
    });
  });

  it('has no due date once ICT has expired (an expiry equal to now has passed) or was never bought', () => {
    const holder = { access: { ict: NOW, pro: NOW + 30 * DAY }, globalAccess: null };
    expect(ictDataOf(holder, NOW)).toEqual({
      crypto: { remaindDays: 0, dueDate: null },
      global: { remaindDays: 0, dueDate: null },
    });
  });

  it('counts the days paid for even while limited access runs', () => {
    const holder = { access: { ict: NOW + DAY }, limitedAccess: { limited: NOW + 5 * DAY } };
    expect(ictDataOf(holder, NOW).crypto).toEqual({ remaindDays: 1, dueDate: NOW + DAY });
  });
});

describe('nextDueDate', () => {
  it('is the sooner of the two groups, or null without ICT days', () => {
    expect(nextDueDate({ access: { ict: NOW + 9 * DAY }, globalAccess: { ict: NOW + 3 * DAY } }, NOW)).toBe(
      NOW + 3 * DAY,
    );
    expect(nextDueDate({ access: { ict: NOW + 9 * DAY } }, NOW)).toBe(NOW + 9 * DAY);
    expect(nextDueDate({ access: { hero: NOW + 9 * DAY } }, NOW)).toBeNull();
  });
});
