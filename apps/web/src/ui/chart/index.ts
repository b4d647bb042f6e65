export type { ChartParams } from './chart-params';
export { chartHref } from './chart-params';
export { MatchChart } from './match-chart';
