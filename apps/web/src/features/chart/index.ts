export { ChartPage } from './chart-page';
export type { ChartParams } from './chart-params';
export { chartHref, MatchChart, type MatchChartProps } from './match-chart';
