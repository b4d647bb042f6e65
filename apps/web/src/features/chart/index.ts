export { ChartPage } from './chart-page';
