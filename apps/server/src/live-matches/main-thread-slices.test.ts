import { describe, expect, it } from 'vitest';
import { createMainThreadSlices } from './main-thread-slices';

describe('main-thread slices', () => {
  it('runs work at once while the slice has time, then lets the loop serve what came meanwhile', async () => {
    let time = 0;
    const slices = createMainThreadSlices(8, () => time);
    const order: string[] = [];
    const apply = (name: string, cost: number) =>
      slices.run(() => {
        order.push(name);
        time += cost;
        // A request's callback, due on the loop's next turn.
        if (name === 'x') setImmediate(() => order.push('request'));
        return name.toUpperCase();
      });
    const results = await Promise.all([apply('w', 1), apply('x', 8), apply('y', 1), apply('z', 1)]);
    expect(order).toEqual(['w', 'x', 'request', 'y', 'z']);
    expect(results).toEqual(['W', 'X', 'Y', 'Z']);
  });

  it('keeps a slice to its budget after a wait too, and the order the work asked in', async () => {
    let time = 0;
    const slices = createMainThreadSlices(8, () => time);
    const order: string[] = [];
    const apply = (name: string, cost: number) =>
      slices.run(() => {
        order.push(name);
        time += cost;
        setImmediate(() => order.push(`after ${name}`));
      });
    await Promise.all([apply('a', 10), apply('b', 5), apply('c', 5), apply('d', 1)]);
    await new Promise((resolve) => setImmediate(resolve));
    // b and c share a slice until it has spent its 8 ms: d waits for the turn after c's.
    expect(order).toEqual(['a', 'after a', 'b', 'c', 'after b', 'after c', 'd', 'after d']);
  });

  it('rejects only the work that threw; the rest still runs', async () => {
    let time = 0;
    const slices = createMainThreadSlices(8, () => time);
    const first = slices.run(() => {
      time = 20;
    });
    const failing = slices.run(() => {
      throw new Error('bad scan');
    });
    const after = slices.run(() => 'applied');
    await first;
    await expect(failing).rejects.toThrow('bad scan');
    await expect(after).resolves.toBe('applied');
  });
});
