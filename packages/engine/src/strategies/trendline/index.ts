/** Trendlines through swing pivots of one level and their break, retest, bounce and channel break (README.md). */
export { TRENDLINE_STRATEGIES } from './trendline-strategies';
