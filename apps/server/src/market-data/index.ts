export { marketDataPlugin } from './plugin';
