export { CandleChart } from './candle-chart';
export { type ChartParams, readChartParams, writeChartParams } from './chart-params';
export { chartHref, MatchChart, type MatchChartProps } from './match-chart';
