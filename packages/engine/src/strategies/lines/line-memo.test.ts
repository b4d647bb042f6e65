import { describe, expect, it } from 'vitest';
import { LineMemo } from './line-memo';

describe('LineMemo', () => {
  it('builds a line once per bar, and again only after it fell out of reach', () => {
    const memo = new LineMemo<number>(100);
    let builds = 0;
    const build = (bar: number) => () => {
      builds++;
      return bar;
    };
    for (let bar = 0; bar < 1000; bar++) memo.get(bar, build(bar));
    expect(builds).toBe(1000);
    // Within reach of the newest: remembered. Far behind: dropped, so built again.
    expect(memo.get(950, build(950))).toBe(950);
    expect(builds).toBe(1000);
    expect(memo.get(10, build(10))).toBe(10);
    expect(builds).toBe(1001);
  });
});
