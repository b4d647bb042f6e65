/**
 * Replay time: starts at `startMs` (now, or where a previous run left off if that is later) and runs `speed` times
 * faster than the app clock, so a demo or a test sees hours of candles in minutes.
 */
export class ReplayClock {
  readonly #now: () => number;
  readonly #speed: number;
  readonly #realStart: number;
  readonly #replayStart: number;

  constructor(now: () => number, speed: number, resumeAtMs: number) {
    this.#now = now;
    this.#speed = speed;
    this.#realStart = now();
    this.#replayStart = Math.max(this.#realStart, resumeAtMs);
  }

  nowMs(): number {
    return this.#replayStart + (this.#now() - this.#realStart) * this.#speed;
  }

  nowSeconds(): number {
    return Math.floor(this.nowMs() / 1000);
  }
}
