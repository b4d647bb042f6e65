import { describe, expect, it } from 'vitest';
import { clockOf, resendDeadline, secondsLeft } from './countdown';

describe('the code countdown (spec §4, §9)', () => {
  it('waits 120 s after a code is sent, or until the code dies if that is sooner', () => {
    expect(resendDeadline(1_000, 1_000 + 600_000)).toBe(121_000);
    expect(resendDeadline(1_000, 61_000)).toBe(61_000);
  });

  it('counts whole seconds down to zero and shows them as m:ss', () => {
    expect(secondsLeft(121_000, 1_000)).toBe(120);
    expect(secondsLeft(121_000, 120_500)).toBe(1);
    expect(secondsLeft(121_000, 200_000)).toBe(0);
    expect(clockOf(120)).toBe('2:00');
    expect(clockOf(9)).toBe('0:09');
  });
});
