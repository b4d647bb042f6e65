export type { ChartParams } from './chart-params';
export { chartHref, MatchChart } from './match-chart';
