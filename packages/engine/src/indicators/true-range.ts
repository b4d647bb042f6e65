/** Wilder's true range: the bar's range stretched to the previous close (TA-Lib `TRUE_RANGE`). */
export function trueRange(high: number, low: number, previousClose: number): number {
  let range = high - low;
  const up = Math.abs(high - previousClose);
  if (up > range) range = up;
  const down = Math.abs(low - previousClose);
  if (down > range) range = down;
  return range;
}
