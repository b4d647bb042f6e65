export {
  isOpenRange,
  OPEN_RANGE,
  readBase,
  readFilters,
  readList,
  readPage,
  readRanges,
  readSymbol,
  readSymbols,
  writeList,
  writePage,
  writeRanges,
} from './params';
export { useUrlView } from './use-url-view';
