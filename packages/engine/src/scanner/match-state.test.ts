import { describe, expect, it } from 'vitest';
import type { Signal } from '../strategies';
import { levelsOf, nextState, tickState } from './match-state';

const signal = (over: Partial<Signal> = {}): Signal => ({
  index: 10,
  price: 100,
  zone: { from: 95, to: 100 },
  invalidation: 94,
  anchorIndex: 8,
  anchorKind: 'low',
  chartData: {},
  ...over,
});
const buyLevels = { trigger: 100, invalidation: 94 };
const zone = { from: 95, to: 100 };
const bar = (low: number, high: number, close: number) => ({ low, high, close });

describe('the levels of a match', () => {
  it('derives the trigger from the zone edge the reaction leaves by and a 2 : 1 target from it', () => {
    expect(levelsOf(signal(), 'buy')).toEqual({ trigger: 100, target: 112 });
    expect(levelsOf(signal({ invalidation: 101 }), 'sell')).toEqual({ trigger: 95, target: 83 });
  });

  it('keeps the levels a family names', () => {
    expect(levelsOf(signal({ trigger: 99, target: 130 }), 'buy')).toEqual({ trigger: 99, target: 130 });
  });

  it('measures the zone’s height when the invalidation sits on the trigger', () => {
    expect(levelsOf(signal({ invalidation: 100 }), 'buy').target).toBe(110);
  });
});

describe('a state step', () => {
  it('stays forming while the candle does not reach the zone, active once its range touches it', () => {
    expect(nextState('forming', 'buy', zone, buyLevels, bar(101, 104, 103))).toBe('forming');
    expect(nextState('forming', 'buy', zone, buyLevels, bar(99.5, 104, 100))).toBe('active');
  });

  it('triggers on a close beyond the trigger only once price has reached the zone', () => {
    expect(nextState('forming', 'buy', zone, buyLevels, bar(101, 104, 103))).toBe('forming');
    expect(nextState('active', 'buy', zone, buyLevels, bar(99, 104, 103))).toBe('triggered');
    // A wick into the zone and a close above it on one candle: reached, then the reaction began.
    expect(nextState('forming', 'buy', zone, buyLevels, bar(98, 104, 103))).toBe('triggered');
    // Once begun, the reaction stays triggered when price falls back into the zone.
    expect(nextState('triggered', 'buy', zone, buyLevels, bar(96, 99, 97))).toBe('triggered');
  });

  it('is invalidated by a close beyond the invalidation, from any state, and stays so', () => {
    for (const state of ['forming', 'active', 'triggered'] as const)
      expect(nextState(state, 'buy', zone, buyLevels, bar(90, 96, 93.9))).toBe('invalidated');
    expect(nextState('invalidated', 'buy', zone, buyLevels, bar(99, 110, 109))).toBe('invalidated');
    // A wick under the level does not void.
    expect(nextState('active', 'buy', zone, buyLevels, bar(90, 99, 96))).toBe('active');
  });

  it('does not void on the bars up to the signal candle (the detector accepted them)', () => {
    expect(nextState('forming', 'buy', zone, buyLevels, bar(90, 96, 93), false)).toBe('active');
  });

  it('mirrors for a sell and never triggers a neutral match', () => {
    const sell = { trigger: 95, invalidation: 101 };
    expect(nextState('active', 'sell', zone, sell, bar(93, 97, 94))).toBe('triggered');
    expect(nextState('active', 'sell', zone, sell, bar(96, 102, 101.5))).toBe('invalidated');
    expect(nextState('active', 'neutral', zone, sell, bar(80, 120, 50))).toBe('active');
  });

  it('voids a forming match whose candle passes its forming invalidation (a harmonic’s C), on the extreme', () => {
    // A buy's C is above the zone: a wick above it voids while forming, even on a candle that also reaches the zone.
    const withC = { ...buyLevels, formingInvalidation: 104 };
    expect(nextState('forming', 'buy', zone, withC, bar(101, 104, 103))).toBe('forming');
    expect(nextState('forming', 'buy', zone, withC, bar(101, 104.5, 103))).toBe('invalidated');
    expect(nextState('forming', 'buy', zone, withC, bar(98, 104.5, 99))).toBe('invalidated');
    // Once price has reached the zone, C no longer applies: beyond it is the reaction.
    expect(nextState('active', 'buy', zone, withC, bar(101, 110, 109))).toBe('triggered');
    // Nor on the bars up to the signal candle.
    expect(nextState('forming', 'buy', zone, withC, bar(101, 104.5, 103), false)).toBe('forming');
    const sell = { trigger: 95, invalidation: 101, formingInvalidation: 91 };
    expect(nextState('forming', 'sell', zone, sell, bar(90.5, 94, 92))).toBe('invalidated');
    expect(nextState('forming', 'sell', zone, sell, bar(91, 94, 92))).toBe('forming');
  });

  it('turns a forming match active when a live price enters the zone, and nothing else', () => {
    expect(tickState('forming', zone, 97)).toBe('active');
    expect(tickState('forming', zone, 101)).toBe('forming');
    expect(tickState('active', zone, 120)).toBe('active');
  });

  it('voids a forming match when a live price passes its forming invalidation', () => {
    expect(tickState('forming', zone, 104.5, 1, 104)).toBe('invalidated');
    expect(tickState('forming', zone, 104, 1, 104)).toBe('forming');
    expect(tickState('active', zone, 104.5, 1, 104)).toBe('active');
    expect(tickState('forming', zone, 90, -1, 91)).toBe('invalidated');
    expect(tickState('forming', zone, 104.5, 1)).toBe('forming');
  });
});
