/**
 * Fibonacci ratios of a swing leg from `start` to `end` (ta-reference §7): a retracement r lies
 * r of the leg back from its end, an extension e lies e legs from its start, beyond the end.
 */
export const RETRACEMENTS = [0.236, 0.382, 0.5, 0.618, 0.705, 0.786] as const;
export const EXTENSIONS = [1.272, 1.618, 2.618] as const;

/** The golden pocket's far edge (its near edge is 0.618). */
export const GOLDEN_POCKET_EDGE = 0.65;

export const retracementOf = (start: number, end: number, r: number): number => end - r * (end - start);
export const extensionOf = (start: number, end: number, e: number): number => start + e * (end - start);

/** chartData names of the levels: `r0.618` for a retracement, `e1.618` for an extension. */
export const retracementName = (r: number): string => `r${r}`;
export const extensionName = (e: number): string => `e${e}`;

/** Every level drawn with a match: the retracements, the golden pocket's edge, the extensions. */
export const LEVEL_NAMES: readonly string[] = [
  ...RETRACEMENTS.map(retracementName),
  retracementName(GOLDEN_POCKET_EDGE),
  ...EXTENSIONS.map(extensionName),
];
