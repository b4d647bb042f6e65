export { FIB_REACH } from './define-fibonacci';
export { EXTENSIONS, GOLDEN_POCKET_EDGE, RETRACEMENTS } from './fib-levels';
export { FIBONACCI_STRATEGIES, FIBONACCI_VALIDITY, fibonacciKey } from './fibonacci-strategies';
