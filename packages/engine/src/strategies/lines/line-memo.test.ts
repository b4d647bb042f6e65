import { describe, expect, it } from 'vitest';
import { BarAnswers, BarNumbers, LineMemo, perContext } from './line-memo';

describe('LineMemo', () => {
  it("remembers a bar's line (or its absence) until it falls out of reach", () => {
    const memo = new LineMemo<number>(100);
    for (let bar = 0; bar < 1000; bar++) memo.set(bar, bar % 2 === 0 ? bar : null);
    // Within reach of the newest: remembered, "no line" too. Far behind: dropped.
    expect([memo.get(950), memo.get(951), memo.get(10)]).toEqual([950, null, undefined]);
  });

  it('answers a bar once while it is within `keep` bars of the others asked', () => {
    const answers = new BarAnswers<string>(4);
    const asked: number[] = [];
    const answer = (bar: number) => {
      asked.push(bar);
      return `bar ${bar}`;
    };
    for (const bar of [10, 11, 12, 13, 10, 11, 12, 13, 14, 10])
      expect(answers.get(bar, answer)).toBe(`bar ${bar}`);
    // 14 took 10's slot: 10 is answered again.
    expect(asked).toEqual([10, 11, 12, 13, 14, 10]);
  });

  it("keeps a bar's number the same way, numbers 0 and negative ones too", () => {
    const numbers = new BarNumbers(4);
    const asked: number[] = [];
    const answer = (bar: number) => {
      asked.push(bar);
      return bar % 3 === 0 ? 0 : -bar;
    };
    for (const bar of [10, 11, 12, 13, 10, 11, 12, 13, 14, 10])
      expect(numbers.get(bar, answer)).toBe(bar % 3 === 0 ? 0 : -bar);
    expect(asked).toEqual([10, 11, 12, 13, 14, 10]);
  });

  it('gives the strategies prepared on one context one value, and another context its own', () => {
    const made: object[] = [];
    const bookOf = perContext((context: object) => {
      made.push(context);
      return { of: context };
    });
    const [a, b] = [{}, {}];
    expect(bookOf(a)).toBe(bookOf(a));
    expect(bookOf(b).of).toBe(b);
    expect(made).toEqual([a, b]);
  });
});
