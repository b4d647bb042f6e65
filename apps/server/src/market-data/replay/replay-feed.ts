import { SOURCES } from '@tradescope/domain';
import {
  type Candle,
  type CandleColumns,
  type CandleSeries,
  emptyColumns,
  sliceColumns,
} from '@tradescope/engine';
import type { Database } from '../../db';
import {
  CandleStore,
  createMarketEvents,
  type FeedStatus,
  type Instrument,
  instrumentId,
  type MarketEvents,
  type MarketFeed,
} from '../../feed';
import { hashText } from '../../text-hash';
import { CandleWriter } from '../store/candle-writer';
import { candleOfRow, candleRow, createCandlesRepo } from '../store/candles-repo';
import { AssetPath, modelGenerator, venueGenerator } from './generators';
import { buildHistory, type History } from './history-builder';
import { assetsOf, loadReplayCatalog } from './replay-catalog';
import { ReplayClock } from './replay-clock';
import { type Resumed, resumeOrAnchor, seriesKey } from './replay-resume';
import type { ReplayState } from './replay-state-repo';
import { loadAssetHistory } from './rescale';
import { type BaseGenerator, SymbolRunner } from './symbol-runner';
import { planTimeframes, type TimeframePlan } from './timeframe-plan';
import { VenueQuote } from './venue-quote';

type Log = {
  warn: (object: unknown, message?: string) => void;
  error: (object: unknown, message?: string) => void;
};

export interface ReplayFeedOptions {
  readonly db: Database;
  /** The app clock, unix milliseconds. */
  readonly now: () => number;
  readonly seed: number;
  readonly speed: number;
  readonly log: Log;
  /** Replays only the instruments it accepts (tests and benchmarks). */
  readonly filter?: (instrument: Instrument) => boolean;
  /** Real milliseconds between two steps; default one replay second, at most ten steps a second. */
  readonly stepMs?: number;
}

const CATCH_UP_STEP_S = 3600;

type Running = { instrument: Instrument; plan: TimeframePlan; runner: SymbolRunner };

/**
 * The embedded feed of DESIGN §4: shipped history re-timed to end at the anchor, then generated candles from the
 * anchor on. Every close is appended to the store, published, and written behind to the candles table, from
 * which a restart resumes exactly where the last run stopped.
 */
export class ReplayFeed implements MarketFeed {
  readonly mode = 'replay';
  readonly store = new CandleStore();
  readonly events: MarketEvents;
  readonly #options: ReplayFeedOptions;
  readonly #repo;
  readonly #writer: CandleWriter;
  readonly #running = new Map<string, Running>();
  readonly #unpruned = new Map<CandleSeries, number>();
  #state: ReplayState | undefined;
  #clock: ReplayClock | undefined;
  #timer: NodeJS.Timeout | undefined;
  #time = 0;
  #publishing = false;

  constructor(options: ReplayFeedOptions) {
    this.#options = options;
    this.events = createMarketEvents((error) =>
      options.log.error({ err: error }, 'market event listener failed'),
    );
    this.#repo = createCandlesRepo(options.db);
    this.#writer = new CandleWriter(this.#repo, (error) =>
      options.log.error({ err: error }, 'writing candles failed'),
    );
  }

  instruments(): readonly Instrument[] {
    return [...this.#running.values()].map((entry) => entry.instrument);
  }

  async start(): Promise<void> {
    // Closes made while starting (the catch-up to now: at most an hour on a first start, the downtime on a restart)
    // are stored but not published: they are history by the time anyone listens, and consumers read the windows
    // once the app is ready.
    this.#publishing = false;
    const { db, now, seed, speed } = this.#options;
    const catalog = loadReplayCatalog(this.#options.filter);
    const assets = assetsOf(catalog);
    const shipped = new Map(assets.map((asset) => [asset.id, loadAssetHistory(catalog.dataDir, asset)]));
    const { state, saved } = await resumeOrAnchor({
      db,
      repo: this.#repo,
      catalog,
      shipped,
      seed,
      nowMs: now(),
    });
    this.#state = state;
    const plans = new Map<string, TimeframePlan>();
    const planOf = (timeframes: readonly number[]) => {
      const id = timeframes.join(',');
      const plan = plans.get(id) ?? planTimeframes(timeframes);
      plans.set(id, plan);
      return plan;
    };
    for (const asset of assets) {
      const key = { seed, symbol: hashText(asset.id) };
      const history = buildHistory({
        shipped: shipped.get(asset.id)!,
        plan: planOf(asset.timeframes),
        weeks: state.shifts[asset.files[0]!.folder]!,
        anchor: state.anchor,
        key,
        session: asset.session,
        jumpy: asset.market === 'crypto',
      });
      // One path per crypto asset, quoted by every exchange listing it; a broker instrument is its own path.
      const path = new AssetPath(history.model, key, history.previous);
      for (const { instrument, venue } of catalog.entries.filter((entry) => entry.asset === asset)) {
        const plan = planOf(SOURCES[instrument.source].timeframes);
        if (venue === undefined) {
          this.#mount(instrument, plan, history, modelGenerator(history.model, key), saved);
          continue;
        }
        const quote = new VenueQuote(venue, key, history.model.decimals);
        const quoted = new Map(plan.all.map((t) => [t, quote.columns(history.series.get(t)!)]));
        this.#mount(instrument, plan, { ...history, series: quoted }, venueGenerator(path, quote), saved);
      }
    }
    const resumeAt = Math.max(state.anchor, ...[...this.#running.values()].map((r) => r.runner.next));
    this.#clock = new ReplayClock(now, speed, resumeAt * 1000);
    this.#time = resumeAt;
    this.advanceTo(this.#clock.nowSeconds());
    this.#publishing = true;
    const stepMs = this.#options.stepMs ?? Math.max(100, Math.round(1000 / speed));
    this.#timer = setInterval(() => this.step(), stepMs);
    this.#timer.unref();
  }

  /** Lays one instrument's history and the candles of earlier runs in the store, and starts its runner. */
  #mount(
    instrument: Instrument,
    plan: TimeframePlan,
    history: Pick<History, 'series' | 'model' | 'previous'>,
    generator: BaseGenerator,
    saved: Resumed['saved'],
  ): void {
    const { source, symbol } = instrument;
    for (const timeframe of plan.all) {
      const window = plan.windowOf.get(timeframe)!;
      const series = this.store.create({ source, symbol, timeframe }, history.series.get(timeframe)!, window);
      const rows = saved.get(seriesKey(source, symbol, timeframe)) ?? [];
      for (const row of rows) {
        if (row.time > (series.last()?.time ?? Number.NEGATIVE_INFINITY)) series.append(candleOfRow(row));
      }
      this.#unpruned.set(series, rows.length);
    }
    const baseLast = this.store.get(source, symbol, plan.base)?.last();
    const runner = new SymbolRunner({
      plan,
      generator,
      session: instrument.session,
      previous:
        baseLast === undefined
          ? history.previous
          : { end: baseLast.time + plan.base * 60, close: baseLast.close },
      seriesOf: (timeframe) => this.store.get(source, symbol, timeframe)!,
      sink: (timeframe, candle, series) => this.#closed(instrument, plan, timeframe, candle, series),
    });
    // The shipped data's price precision is the instrument's tick: its prices are shown with these decimals.
    const withDecimals = { ...instrument, priceDecimals: history.model.decimals };
    this.#running.set(instrument.id, { instrument: withDecimals, plan, runner });
  }

  /** Moves the feed to the replay clock's current second (the timer calls this). */
  step(): void {
    if (this.#clock === undefined) return;
    try {
      this.advanceTo(this.#clock.nowSeconds());
    } catch (error) {
      // Thrown from a timer it would take the process down; the next step tries again.
      this.#options.log.error({ err: error }, 'replay step failed');
    }
  }

  /** Generates everything up to `time` (unix seconds): closes candles, moves prices, publishes both. */
  advanceTo(time: number): void {
    // A long catch-up moves every runner an hour at a time, so the exchanges quoting one asset path stay together
    // and the path keeps only its last hours.
    while (time - this.#time > CATCH_UP_STEP_S) this.#advance(this.#time + CATCH_UP_STEP_S);
    this.#advance(time);
  }

  #advance(time: number): void {
    if (!(time > this.#time)) return;
    this.#time = time;
    for (const { instrument, runner } of this.#running.values()) {
      const before = this.store.price(instrument.source, instrument.symbol)?.price;
      runner.advanceTo(time);
      const tick = { source: instrument.source, symbol: instrument.symbol, price: runner.price, time };
      this.store.setPrice(tick);
      if (this.#publishing && (runner.trading || before !== runner.price)) this.events.emit('price', tick);
    }
  }

  async stop(): Promise<void> {
    clearInterval(this.#timer);
    this.#timer = undefined;
    await this.#writer.flush();
  }

  time(): number {
    return this.#time;
  }

  forming(source: string, symbol: string, timeframe: number): Candle | undefined {
    const running = this.#running.get(instrumentId(source, symbol));
    if (running === undefined || !running.plan.listed.includes(timeframe)) return undefined;
    return running.runner.forming(timeframe);
  }

  async backfill(source: string, symbol: string, timeframe: number, from: number): Promise<CandleColumns> {
    const columns = this.store.get(source, symbol, timeframe)?.columns() ?? emptyColumns(0);
    let first = 0;
    while (first < columns.time.length && columns.time[first]! < from) first++;
    const view = sliceColumns(columns, first, columns.time.length);
    return {
      time: view.time.slice(),
      open: view.open.slice(),
      high: view.high.slice(),
      low: view.low.slice(),
      close: view.close.slice(),
      volume: view.volume.slice(),
    };
  }

  status(): FeedStatus {
    return {
      mode: 'replay',
      running: this.#timer !== undefined,
      time: this.#time,
      instruments: this.#running.size,
      series: this.store.size,
      pendingWrites: this.#writer.pending,
      replay: {
        seed: this.#options.seed,
        speed: this.#options.speed,
        anchor: this.#state?.anchor ?? 0,
      },
    };
  }

  /** Holds the candles' writes while `busy` (the scanner's burst): they share the main thread with its results. */
  holdWritesWhile(busy: () => boolean): void {
    this.#writer.holdWhile(busy);
  }

  /** Flushes pending writes (tests check the table after it). */
  flush(): Promise<void> {
    return this.#writer.flush();
  }

  #closed(
    instrument: Instrument,
    plan: TimeframePlan,
    timeframe: number,
    candle: Candle,
    series: CandleSeries,
  ) {
    this.#writer.write([candleRow(instrument.source, instrument.symbol, timeframe, candle)]);
    const unpruned = (this.#unpruned.get(series) ?? 0) + 1;
    this.#unpruned.set(series, unpruned);
    if (unpruned > series.maxLength / 2) {
      this.#writer.prune(instrument.source, instrument.symbol, timeframe, series.at(0).time);
      this.#unpruned.set(series, 0);
    }
    if (!this.#publishing || !plan.listed.includes(timeframe)) return;
    this.events.emit('candle-close', {
      source: instrument.source,
      symbol: instrument.symbol,
      timeframe,
      candle,
      series,
    });
  }
}
