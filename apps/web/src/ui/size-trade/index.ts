export { SizeTradeLink } from './size-trade-link';
export { readMatchLevels, withoutMatchLevels } from './size-trade-params';
