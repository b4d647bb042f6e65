import { ALL_BASES, type RangeEnds } from '@tradescope/domain';

/** A symbol as addresses carry it: lowercase letters and digits (btc, usdt, xauusd). */
const SYMBOL = /^[a-z0-9]{1,32}$/;

export const OPEN_RANGE: RangeEnds = { from: null, to: null };

export const isOpenRange = (range: RangeEnds): boolean => range.from === null && range.to === null;

/**
 * A screen's filters from its address (CONVENTIONS: the URL holds filters and pages). Once any of the filter
 * parameters is there the address says everything (what it leaves out means all, or an open range); a bare
 * address takes the filters saved in the user's settings.
 */
export const readFilters = <F>(
  params: URLSearchParams,
  keys: readonly string[],
  saved: F,
  read: () => F,
): F => (keys.some((key) => params.has(key)) ? read() : saved);

/** "a,b,a" reads as [a, b]; a missing or empty parameter as []. */
export const readList = (value: string | null): string[] =>
  value === null || value === '' ? [] : [...new Set(value.split(','))];

/** A list of symbols (quotes): lowercased, each once, anything that is not a symbol dropped. */
export const readSymbols = (value: string | null): string[] =>
  readList(value?.toLowerCase() ?? null).filter((symbol) => SYMBOL.test(symbol));

/** One symbol, trimmed and lowercased; undefined when it is not one. */
export const readSymbol = (value: string | null | undefined): string | undefined => {
  const text = value?.trim().toLowerCase();
  return text && SYMBOL.test(text) ? text : undefined;
};

/** A base symbol, or "all" (every base) when the parameter holds none. */
export const readBase = (value: string | null | undefined): string => readSymbol(value) ?? ALL_BASES;

/** "10~200", "~5" or "-3~": either end may be open; anything unreadable is open, reversed ends are swapped. */
export const readRange = (value: string | null): RangeEnds => {
  if (value === null) return OPEN_RANGE;
  const [from = '', to = ''] = value.split('~');
  const end = (text: string) => (text.trim() === '' || !Number.isFinite(Number(text)) ? null : Number(text));
  const range = { from: end(from), to: end(to) };
  return range.from !== null && range.to !== null && range.from > range.to
    ? { from: range.to, to: range.from }
    : range;
};

/** Each field's range from the parameter of its name. */
export const readRanges = <F extends string>(
  params: URLSearchParams,
  fields: readonly F[],
): Record<F, RangeEnds> =>
  Object.fromEntries(fields.map((field) => [field, readRange(params.get(field))])) as Record<F, RangeEnds>;

/** Page 1 is left out of addresses: anything but a whole number above 1 reads as 1. */
export const readPage = (value: string | null): number => {
  const page = Number(value);
  return Number.isInteger(page) && page > 1 ? page : 1;
};

/** Sets a list parameter when the list narrows anything; an empty list (all) is left out. */
export const writeList = (
  params: URLSearchParams,
  key: string,
  values: readonly (string | number)[],
): void => {
  if (values.length > 0) params.set(key, values.join(','));
};

/** Sets the parameter of every range that is not open, as "from~to" with either end left empty when open. */
export const writeRanges = <F extends string>(
  params: URLSearchParams,
  fields: readonly F[],
  ranges: Readonly<Record<F, RangeEnds>>,
): void => {
  for (const field of fields) {
    const range = ranges[field];
    if (!isOpenRange(range)) params.set(field, `${range.from ?? ''}~${range.to ?? ''}`);
  }
};

/** Sets the page unless it is the first. */
export const writePage = (params: URLSearchParams, page: number): void => {
  if (page > 1) params.set('page', String(page));
};
