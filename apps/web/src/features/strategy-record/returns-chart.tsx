import { ColorType, createChartEx, HistogramSeries, LineSeries } from 'lightweight-charts';
import { useEffect, useRef } from 'react';
import { useLanguage } from '../../lib/i18n';
import { useTheme } from '../../lib/theme';
import { readChartColours, withAlpha } from '../../ui/chart/chart-colours';
import type { HistogramPoint } from './histogram-points';
import { ReturnsScale } from './returns-scale';

const BAR_ALPHA = 0.55;

/**
 * The distribution of forward returns (issue 19): the strategy's share of signals per return bucket as bars, the
 * baseline's as a line over them, on a numeric horizontal axis (the return in %, returns-scale.ts); this file is its own
 * chunk, loaded after the page's figures.
 */
export const ReturnsChart = ({
  strategy,
  baseline,
  label,
}: {
  strategy: readonly HistogramPoint[];
  baseline: readonly HistogramPoint[];
  label: string;
}) => {
  const node = useRef<HTMLDivElement>(null);
  const language = useLanguage();
  const { resolved } = useTheme();

  // biome-ignore lint/correctness/useExhaustiveDependencies: resolved is the signal to read the theme's colours again
  useEffect(() => {
    if (node.current === null) return;
    const colours = readChartColours();
    const locale = language === 'fa' ? 'fa-IR' : 'en-US';
    const percent = new Intl.NumberFormat(locale, { maximumFractionDigits: 1 });
    const percentOf = (value: number) => `${percent.format(value)}%`;
    const chart = createChartEx<number, ReturnsScale>(node.current, new ReturnsScale(percentOf), {
      autoSize: true,
      layout: {
        background: { type: ColorType.Solid, color: colours.background },
        textColor: colours.text,
        attributionLogo: false,
      },
      // Both axes in the interface's digits: the returns along the bottom (ReturnsScale), the shares at the side.
      localization: { locale, priceFormatter: percentOf },
      grid: { vertLines: { visible: false }, horzLines: { color: colours.grid } },
      rightPriceScale: { borderColor: colours.border, scaleMargins: { top: 0.1, bottom: 0 } },
      timeScale: { borderColor: colours.border },
      handleScroll: false,
      handleScale: false,
    });
    const shares = {
      type: 'custom' as const,
      formatter: (value: number) => `${percent.format(value)}%`,
      minMove: 0.1,
    };
    chart
      .addSeries(HistogramSeries, {
        color: withAlpha(colours.buy, BAR_ALPHA),
        priceFormat: shares,
        priceLineVisible: false,
        lastValueVisible: false,
      })
      .setData(strategy.map((point) => ({ time: point.x, value: point.share })));
    chart
      .addSeries(LineSeries, {
        color: colours.neutral,
        lineWidth: 2,
        priceFormat: shares,
        priceLineVisible: false,
        lastValueVisible: false,
      })
      .setData(baseline.map((point) => ({ time: point.x, value: point.share })));
    chart.timeScale().fitContent();
    return () => chart.remove();
  }, [strategy, baseline, language, resolved]);

  return (
    <div
      ref={node}
      role="img"
      aria-label={label}
      dir="ltr"
      className="h-64 w-full"
      data-testid="returns-chart"
    />
  );
};
