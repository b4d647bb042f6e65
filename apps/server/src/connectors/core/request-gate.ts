import { type BackoffPolicy, backoffMs, DEFAULT_BACKOFF } from './backoff';
import { nextSlot } from './pacer';
import type { TimerScope } from './timers';

/** What a rate-limited answer (HTTP 429, binance 418) tells the gate: wait this long, or back off. */
export interface RateLimitAdvice {
  readonly retryAfterMs: number | undefined;
}

/** Tells a rate-limit error from any other; undefined means "not rate limiting, rethrow". */
export type RateLimitClassifier = (error: unknown) => RateLimitAdvice | undefined;

export class StoppedError extends Error {
  constructor() {
    super('connector stopped');
    this.name = 'StoppedError';
  }
}

export interface RequestGateOptions {
  /** Requests in flight at once: few, so keep-alive connections are reused instead of opened. */
  readonly concurrency: number;
  /** Gap between two request starts: 120 requests/s on OANDA is 8.3 ms; we stay under it. */
  readonly minIntervalMs?: number;
  /** Tries of one request while the venue keeps answering 429. */
  readonly maxAttempts?: number;
  readonly backoff?: BackoffPolicy;
}

/**
 * Every REST request to one venue passes here: at most `concurrency` in flight, starts spaced out, and a 429
 * pauses the whole venue (not just the request that got it) for its Retry-After before the request is retried.
 */
export class RequestGate {
  readonly #options: Required<RequestGateOptions>;
  readonly #scope: TimerScope;
  readonly #waiting: (() => void)[] = [];
  #active = 0;
  #pausedUntil = 0;
  #lastSlot = Number.NEGATIVE_INFINITY;
  #rateLimited = 0;

  constructor(scope: TimerScope, options: RequestGateOptions) {
    this.#scope = scope;
    this.#options = { minIntervalMs: 0, maxAttempts: 8, backoff: DEFAULT_BACKOFF, ...options };
  }

  /** 429 answers seen so far. */
  get rateLimited(): number {
    return this.#rateLimited;
  }

  async run<T>(task: () => Promise<T>, classify: RateLimitClassifier): Promise<T> {
    for (let attempt = 0; ; attempt++) {
      await this.#acquire();
      try {
        return await task();
      } catch (error) {
        const advice = classify(error);
        if (advice === undefined || attempt + 1 >= this.#options.maxAttempts) throw error;
        this.#rateLimited++;
        const wait = advice.retryAfterMs ?? backoffMs(attempt, this.#options.backoff);
        this.#pausedUntil = Math.max(this.#pausedUntil, this.#scope.now() + wait);
      } finally {
        this.#release();
      }
    }
  }

  async #acquire(): Promise<void> {
    if (this.#scope.disposed) throw new StoppedError();
    // A releasing request hands its slot straight to the next waiter, so `#active` never overshoots.
    if (this.#active >= this.#options.concurrency) {
      await new Promise<void>((resolve) => this.#waiting.push(resolve));
    } else {
      this.#active++;
    }
    // Each request reserves its start slot (spaced `minIntervalMs`, not before a 429 pause ends); a pause that
    // grows while it waits (another request got a 429) moves the slot. Waiting counts in slept time rather than
    // re-reading the clock, so a test clock that stands still cannot make it wait forever.
    const now = this.#scope.now();
    let slot = Math.max(nextSlot(this.#lastSlot, now, this.#options.minIntervalMs), this.#pausedUntil);
    this.#lastSlot = slot;
    for (let reached = now; slot > reached && !this.#scope.disposed; ) {
      await this.#scope.sleep(slot - reached);
      reached = slot;
      slot = Math.max(slot, this.#pausedUntil);
    }
    if (this.#scope.disposed) {
      this.#release();
      throw new StoppedError();
    }
  }

  #release(): void {
    const next = this.#waiting.shift();
    if (next === undefined) this.#active--;
    else next();
  }

  /** Lets queued requests see the stop and fail fast (each releases the slot it is handed). */
  drain(): void {
    for (const resume of this.#waiting.splice(0)) {
      this.#active++;
      resume();
    }
  }
}
