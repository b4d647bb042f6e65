export { FIBONACCI_STRATEGIES } from './fibonacci-strategies';
