import { describe, expect, it } from 'vitest';
import { RequestGate, StoppedError } from './request-gate';
import { TimerScope } from './timers';

class Limited extends Error {
  constructor(readonly retryAfterMs: number | undefined) {
    super('429');
  }
}

const classify = (error: unknown) =>
  error instanceof Limited ? { retryAfterMs: error.retryAfterMs } : undefined;

/** Timers that record the waits asked for and run them at once, on a clock that moves by them. */
const virtual = () => {
  const clock = { now: 0, waits: [] as number[] };
  const scope = new TimerScope({
    now: () => clock.now,
    setTimeout: (callback, ms) => {
      clock.waits.push(ms);
      return setTimeout(() => {
        clock.now += ms;
        callback();
      }, 0);
    },
    clearTimeout: (handle) => clearTimeout(handle as NodeJS.Timeout),
  });
  return { clock, scope };
};

describe('request gate', () => {
  it('keeps at most `concurrency` requests in flight', async () => {
    const { scope } = virtual();
    const gate = new RequestGate(scope, { concurrency: 2 });
    let inFlight = 0;
    let most = 0;
    const task = async () => {
      inFlight++;
      most = Math.max(most, inFlight);
      await new Promise((resolve) => setTimeout(resolve, 2));
      inFlight--;
    };
    await Promise.all(Array.from({ length: 7 }, () => gate.run(task, classify)));
    expect(most).toBe(2);
  });

  it('pauses for the Retry-After of a 429, then retries', async () => {
    const { clock, scope } = virtual();
    const gate = new RequestGate(scope, { concurrency: 1 });
    let calls = 0;
    const result = await gate.run(async () => {
      calls++;
      if (calls === 1) throw new Limited(3000);
      return 'ok';
    }, classify);
    expect(result).toBe('ok');
    expect(clock.waits).toEqual([3000]);
    expect(gate.rateLimited).toBe(1);
  });

  it('backs off when a 429 says nothing, and gives up after its attempts', async () => {
    const { clock, scope } = virtual();
    const gate = new RequestGate(scope, { concurrency: 1, maxAttempts: 3 });
    await expect(gate.run(() => Promise.reject(new Limited(undefined)), classify)).rejects.toBeInstanceOf(
      Limited,
    );
    expect(clock.waits).toEqual([1000, 2000]);
  });

  it('rethrows other errors at once', async () => {
    const { scope } = virtual();
    const gate = new RequestGate(scope, { concurrency: 1 });
    await expect(gate.run(() => Promise.reject(new Error('500')), classify)).rejects.toThrow('500');
  });

  it('spaces request starts', async () => {
    const { clock, scope } = virtual();
    const gate = new RequestGate(scope, { concurrency: 4, minIntervalMs: 10 });
    await Promise.all(Array.from({ length: 3 }, () => gate.run(async () => {}, classify)));
    expect(clock.waits).toEqual([10, 20]);
  });

  it('refuses new and queued work once stopped', async () => {
    const { scope } = virtual();
    const gate = new RequestGate(scope, { concurrency: 1 });
    let release = () => {};
    const first = gate.run(() => new Promise<void>((resolve) => (release = resolve)), classify);
    const queued = gate.run(async () => 'never', classify);
    scope.dispose();
    gate.drain();
    await expect(queued).rejects.toBeInstanceOf(StoppedError);
    release();
    await first;
    await expect(gate.run(async () => 'never', classify)).rejects.toBeInstanceOf(StoppedError);
  });
});
