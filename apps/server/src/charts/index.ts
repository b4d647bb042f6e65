export { chartsRoutes } from './charts.routes';
