export { SizeTradeLink } from './size-trade-link';
export { readMatchLevels, sizeTradeHref, withoutMatchLevels } from './size-trade-params';
