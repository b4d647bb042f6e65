/** A lag in the largest whole unit that reads well: seconds under two minutes, minutes under two hours, else hours. */
export const lagParts = (seconds: number): { unit: 'seconds' | 'minutes' | 'hours'; count: number } => {
  if (seconds < 120) return { unit: 'seconds', count: Math.round(seconds) };
  if (seconds < 7200) return { unit: 'minutes', count: Math.round(seconds / 60) };
  return { unit: 'hours', count: Math.round(seconds / 3600) };
};

const UNITS = ['B', 'KB', 'MB', 'GB', 'TB'] as const;

/** Bytes in decimal units (1 MB = 1,000,000 bytes, as the upload limits count them). */
export const sizeParts = (bytes: number): { value: number; unit: (typeof UNITS)[number] } => {
  let value = bytes;
  let index = 0;
  while (value >= 1000 && index < UNITS.length - 1) {
    value /= 1000;
    index += 1;
  }
  return { value, unit: UNITS[index]! };
};
