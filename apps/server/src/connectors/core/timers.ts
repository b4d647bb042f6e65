/** The clock and timers a connector runs on; tests inject their own to keep the suite fast. */
export interface Timers {
  /** Unix milliseconds. */
  now(): number;
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

export const systemTimers: Timers = {
  now: () => Date.now(),
  setTimeout: (callback, ms) => {
    const handle = setTimeout(callback, ms);
    // The HTTP server keeps the process alive; a pending reconnect must not.
    handle.unref();
    return handle;
  },
  clearTimeout: (handle) => clearTimeout(handle as NodeJS.Timeout),
};

/**
 * Every timer and sleep a connector starts, so `dispose()` can cancel them all at once: stop() must leave no
 * timer behind. Sleeps cut short by dispose resolve (not reject); loops check `disposed` after each sleep.
 */
export class TimerScope {
  readonly timers: Timers;
  readonly #pending = new Map<unknown, () => void>();
  #disposed = false;

  constructor(timers: Timers) {
    this.timers = timers;
  }

  get disposed(): boolean {
    return this.#disposed;
  }

  /** Timers still waiting (tests check it is zero after stop). */
  get pending(): number {
    return this.#pending.size;
  }

  now(): number {
    return this.timers.now();
  }

  /** Runs `callback` after `ms`; returns a cancel function. Does nothing once disposed. */
  after(ms: number, callback: () => void): () => void {
    if (this.#disposed) return () => {};
    const handle = this.timers.setTimeout(() => {
      this.#pending.delete(handle);
      callback();
    }, ms);
    const cancel = () => {
      if (this.#pending.delete(handle)) this.timers.clearTimeout(handle);
    };
    this.#pending.set(handle, () => this.timers.clearTimeout(handle));
    return cancel;
  }

  /** Resolves after `ms`, or at once when the scope is (or gets) disposed. */
  sleep(ms: number): Promise<void> {
    if (this.#disposed) return Promise.resolve();
    return new Promise((resolve) => {
      const handle = this.timers.setTimeout(() => {
        this.#pending.delete(handle);
        resolve();
      }, ms);
      this.#pending.set(handle, () => {
        this.timers.clearTimeout(handle);
        resolve();
      });
    });
  }

  dispose(): void {
    this.#disposed = true;
    const cancels = [...this.#pending.values()];
    this.#pending.clear();
    for (const cancel of cancels) cancel();
  }
}
