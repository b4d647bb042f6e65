import { setTimeout } from 'node:timers/promises';
import type { CandleRow, CandlesRepo } from './candles-repo';

type Prune = { source: string; symbol: string; timeframe: number; before: number };

/** How often a write held back by `busy` looks again. */
const BUSY_RETRY_MS = 100;

/**
 * Write-behind persistence of closed candles: the feed never waits for the database. Closes queued while a write
 * runs go out together in the next transaction, in order, so the stored candles are always a prefix of what
 * closed; `flush` resolves once everything queued so far is written (the app awaits it on close). While `busy` (the
 * scanner's burst at an hour boundary) a write waits, up to `maxHoldMs`: SQLite writes on the main thread, where
 * the burst's results are applied.
 */
export class CandleWriter {
  readonly #repo: CandlesRepo;
  readonly #onError: (error: unknown) => void;
  readonly #maxHoldMs: number;
  #rows: CandleRow[] = [];
  #prunes: Prune[] = [];
  #running: Promise<void> | undefined;
  #busy: () => boolean = () => false;

  constructor(repo: CandlesRepo, onError: (error: unknown) => void, { maxHoldMs = 10_000 } = {}) {
    this.#repo = repo;
    this.#onError = onError;
    this.#maxHoldMs = maxHoldMs;
  }

  get pending(): number {
    return this.#rows.length;
  }

  write(rows: readonly CandleRow[]): void {
    if (rows.length === 0) return;
    for (const row of rows) this.#rows.push(row);
    this.#start();
  }

  /** What holds writes back (see the class). */
  holdWhile(busy: () => boolean): void {
    this.#busy = busy;
  }

  prune(source: string, symbol: string, timeframe: number, before: number): void {
    this.#prunes.push({ source, symbol, timeframe, before });
    this.#start();
  }

  async flush(): Promise<void> {
    while (this.#running !== undefined) await this.#running;
  }

  #start(): void {
    this.#running ??= this.#drain().finally(() => {
      this.#running = undefined;
    });
  }

  async #drain(): Promise<void> {
    // Yield once so that every close of the current feed step joins the same transaction.
    await Promise.resolve();
    const due = Date.now();
    while (this.#busy() && Date.now() - due < this.#maxHoldMs) await setTimeout(BUSY_RETRY_MS);
    while (this.#rows.length > 0 || this.#prunes.length > 0) {
      const rows = this.#rows;
      const prunes = this.#prunes;
      this.#rows = [];
      this.#prunes = [];
      try {
        await this.#repo.insertMany(rows);
        for (const { source, symbol, timeframe, before } of prunes) {
          await this.#repo.deleteBefore(source, symbol, timeframe, before);
        }
      } catch (error) {
        this.#onError(error);
      }
    }
  }
}
