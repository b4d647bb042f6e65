import {
  type ChartOscillator,
  isTimeframe,
  priceScale,
  type Timeframe,
  timeframeLabel,
} from '@tradescope/domain';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Candle } from '../../lib/endpoints/candle-history';
import type { ChartMatch } from '../../lib/endpoints/chart-matches';
import { useStrategies, useStrategyName } from '../../lib/endpoints/strategies';
import { useLanguage } from '../../lib/i18n';
import { useTheme } from '../../lib/theme';
import { readChartColours } from './chart-colours';
import { type CandleChartApi, createCandleChart } from './chart-engine';
import type { ChartTimeZone } from './chart-time';
import { type ChartContributor, contributorsOf, shortLabel, strengthOf } from './confluence-shapes';
import { focusMatchOf, matchFrame, minBarsFor } from './match-frame';
import { MatchLegend } from './match-legend';
import { type BarRange, matchShapes } from './match-shapes';
import type { PriceLevel } from './price-levels';
import { useLevelDrag } from './use-level-drag';

/** The families a contributor's marker can name (chart.xmoon-family in the locale files). */
const FAMILIES = [
  'classic',
  'divergence',
  'candlestick',
  'harmonic',
  'trendline',
  'fibonacci',
  'support-resistance',
  'ict',
  'qm',
  'rtm',
] as const;
const isFamily = (group: string | undefined): group is (typeof FAMILIES)[number] =>
  (FAMILIES as readonly (string | undefined)[]).includes(group);

export interface CandleChartProps {
  readonly candles: readonly Candle[];
  readonly timeframe: Timeframe;
  readonly matches: readonly ChartMatch[];
  /** The oscillator the matches' strategy reads, drawn in a pane under the candles; none without one. */
  readonly oscillator?: ChartOscillator | null;
  /** What a screen reader hears for the canvas: the pair and timeframe. */
  readonly label: string;
  /** The clock of the time axis; UTC unless the trader chose local time. */
  readonly timeZone?: ChartTimeZone;
  /** Hands the chart to the page (saving reads its visible range); null when it is gone. */
  readonly onEngine?: (chart: CandleChartApi | null) => void;
  /** A pan or zoom by the trader (pointer, wheel, touch or keys), not the chart moving by itself. */
  readonly onUserChange?: () => void;
  /** Horizontal price lines of the screen (the risk calculator's levels). */
  readonly levels?: readonly PriceLevel[];
  /** A draggable level was dragged to a price; without it no level moves. */
  readonly onLevelDrag?: (id: string, price: number) => void;
  /** Volume bars under the candles; off for a market that reports no volume (`tradesVolume`). */
  readonly volume?: boolean;
}

const NO_LEVELS: readonly PriceLevel[] = [];

const USER_EVENTS = ['pointerup', 'wheel', 'touchend', 'keyup'] as const;

/**
 * Bar open times, and the bars' ranges, that change only when a bar is added or the series is replaced, not on
 * every tick: the shapes are drawn again only then (match points stand on closed bars).
 */
const useBars = (candles: readonly Candle[]) => {
  const cache = useRef<{ key: string; times: readonly number[]; ranges: ReadonlyMap<number, BarRange> }>({
    key: '',
    times: [],
    ranges: new Map(),
  });
  const key = `${candles.length}:${candles[0]?.time}:${candles.at(-1)?.time}`;
  if (cache.current.key !== key) {
    cache.current = {
      key,
      times: candles.map((candle) => candle.time),
      ranges: new Map(candles.map((candle) => [candle.time, candle])),
    };
  }
  return cache.current;
};

/**
 * The candle chart: lightweight-charts in its own lazily loaded chunk, theme-aware colours, the price scale of
 * spec §9, and the shapes of the matches given. A library that cannot start (no canvas) is logged and leaves
 * the page's states on show.
 */
export const CandleChart = ({
  candles,
  timeframe,
  matches,
  oscillator = null,
  label,
  timeZone = 'utc',
  onEngine,
  onUserChange,
  levels = NO_LEVELS,
  onLevelDrag,
  volume = true,
}: CandleChartProps) => {
  const { t } = useTranslation();
  const language = useLanguage();
  const { resolved } = useTheme();
  const node = useRef<HTMLDivElement>(null);
  const [chart, setChart] = useState<CandleChartApi | null>(null);
  const intraday = timeframe < 1440;

  useEffect(() => {
    if (node.current === null) return;
    let created: CandleChartApi | null = null;
    try {
      // Created once per language (the time axis' locale); timeframe and theme are applied below.
      created = createCandleChart(node.current, {
        colours: readChartColours(),
        locale: language === 'fa' ? 'fa-IR' : 'en-US',
      });
    } catch (error) {
      console.warn('chart: the chart library could not start', error);
    }
    setChart(created);
    return () => created?.remove();
  }, [language]);

  const precision = priceScale(candles.at(-1)?.close ?? 0);
  const { times, ranges } = useBars(candles);
  // The theme's CSS variables change with the resolved theme, so the palette is read again when it flips.
  // biome-ignore lint/correctness/useExhaustiveDependencies: resolved is the signal to read the variables again
  const colours = useMemo(() => readChartColours(), [resolved]);
  const strategyName = useStrategyName();
  const strategies = useStrategies().data;
  const shapes = useMemo(() => {
    const sides = { buy: colours.buy, sell: colours.sell, neutral: colours.neutral };
    const labels = { buy: t('chart.buy'), sell: t('chart.sell'), neutral: t('chart.neutral') };
    const groupOf = (id: number) => strategies?.byId.get(id)?.group ?? undefined;
    // The legend names each strategy in the interface language, as the matches tables do; a confluence adds its
    // strength (families and timeframes agreeing).
    const named = matches.map((match) => {
      const name = strategyName(match.strategyId, match.strategyName);
      const contributors = contributorsOf(match);
      return {
        ...match,
        strategyName:
          contributors.length === 0
            ? name
            : `${name} · ${t('chart.xmoon-strength', strengthOf(contributors, groupOf))}`,
      };
    });
    // A contributor's marker names its family (and a higher timeframe): many strategies of a family often agree on
    // neighbouring bars, and one marker per family and bar keeps the candles readable (the legend has the strength).
    const contributorLabel = (c: ChartContributor, higher: boolean) => {
      const group = groupOf(c.strategyId);
      const family = isFamily(group)
        ? t(`chart.xmoon-family.${group}`)
        : shortLabel(strategyName(c.strategyId));
      return higher && isTimeframe(c.timeframe) ? `${family} · ${timeframeLabel(c.timeframe)}` : family;
    };
    return matchShapes(named, times, sides, labels, ranges, contributorLabel);
  }, [matches, times, ranges, colours, t, strategyName, strategies]);

  const onEngineRef = useRef(onEngine);
  onEngineRef.current = onEngine;
  useEffect(() => {
    onEngineRef.current?.(chart);
    return () => onEngineRef.current?.(null);
  }, [chart]);
  const onUserChangeRef = useRef(onUserChange);
  onUserChangeRef.current = onUserChange;
  useEffect(() => {
    const element = node.current;
    if (element === null) return;
    const changed = () => onUserChangeRef.current?.();
    for (const name of USER_EVENTS) element.addEventListener(name, changed, { passive: true });
    return () => {
      for (const name of USER_EVENTS) element.removeEventListener(name, changed);
    };
  }, []);

  useEffect(() => chart?.applyColours(colours), [chart, colours]);
  useEffect(() => chart?.setTimeZone(timeZone), [chart, timeZone]);
  useEffect(() => chart?.setIntraday(intraday), [chart, intraday]);
  useEffect(() => chart?.setPrecision(precision), [chart, precision]);
  // Before the candles, so an index's first drawing has no volume bars.
  useEffect(() => chart?.setVolumeShown(volume), [chart, volume]);
  useEffect(() => chart?.setCandles(candles), [chart, candles]);
  useEffect(() => chart?.setShapes(shapes), [chart, shapes]);
  useEffect(() => chart?.setOscillator(oscillator), [chart, oscillator]);
  useEffect(() => chart?.levels.set(levels), [chart, levels]);
  useLevelDrag(node, chart?.levels, onLevelDrag);

  // The chart opens framed on its newest match once its bars are in; later ticks and pans leave the view alone.
  const focus = focusMatchOf(matches);
  const framed = useRef('');
  useEffect(() => {
    if (chart === null || focus === undefined || times.length === 0) return;
    const key = `${focus.id}:${times[0]}`;
    if (framed.current === key) return;
    const range = matchFrame(times, focus, minBarsFor(chart.width()));
    if (range === null) return;
    framed.current = key;
    chart.frame(range);
  }, [chart, focus, times]);

  // The legend is a strip above the canvas rather than over it, so it covers neither candles nor the price axis.
  // Isolated, so the library's stacked canvases stay under the page's loading and empty states.
  return (
    <div className="absolute inset-0 isolate flex flex-col">
      <MatchLegend entries={shapes.legend} />
      <div className="relative min-h-0 flex-1">
        <div
          ref={node}
          dir="ltr"
          role="img"
          aria-label={label}
          data-testid="candle-chart"
          className="absolute inset-0 data-[dragging]:**:cursor-ns-resize data-[level-hover]:**:cursor-ns-resize"
        />
      </div>
    </div>
  );
};
