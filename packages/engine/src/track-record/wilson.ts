/** The normal quantile of a two-sided 95 % interval. */
const Z95 = 1.959963984540054;

/**
 * The Wilson score interval of `successes` out of `trials` (95 % unless `z` says otherwise), as fractions: unlike
 * p ± z·√(p(1−p)/n) it stays inside [0, 1] and is honest at small samples and rates near 0 or 1.
 */
export function wilsonInterval(successes: number, trials: number, z = Z95): { low: number; high: number } {
  if (trials <= 0) return { low: 0, high: 1 };
  const p = successes / trials;
  const z2 = z * z;
  const denominator = 1 + z2 / trials;
  const centre = (p + z2 / (2 * trials)) / denominator;
  const half = (z / denominator) * Math.sqrt((p * (1 - p)) / trials + z2 / (4 * trials * trials));
  return { low: Math.max(0, centre - half), high: Math.min(1, centre + half) };
}
