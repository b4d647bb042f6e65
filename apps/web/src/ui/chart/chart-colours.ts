/** The chart's palette, read from the theme's CSS variables so the canvas follows light and dark (styles.css). */
export interface ChartColours {
  readonly background: string;
  readonly text: string;
  readonly grid: string;
  readonly border: string;
  readonly crosshair: string;
  readonly buy: string;
  readonly sell: string;
  readonly neutral: string;
  /** The oscillator pane's main line and its signal line (MACD signal, %D). */
  readonly oscillator: string;
  readonly signalLine: string;
}

const FALLBACK: ChartColours = {
  background: '#ffffff',
  text: '#566479',
  grid: '#eef1f5',
  border: '#e2e7ee',
  crosshair: '#8a96a8',
  buy: '#0d9488',
  sell: '#e11d48',
  neutral: '#d97706',
  oscillator: '#7c3aed',
  signalLine: '#b7791f',
};

export const readChartColours = (root: Element = document.documentElement): ChartColours => {
  const style = getComputedStyle(root);
  const read = (name: string, fallback: string) => style.getPropertyValue(name).trim() || fallback;
  return {
    background: read('--ts-surface-raised', FALLBACK.background),
    text: read('--ts-ink-muted', FALLBACK.text),
    grid: read('--ts-surface-muted', FALLBACK.grid),
    border: read('--ts-line', FALLBACK.border),
    crosshair: read('--ts-ink-faint', FALLBACK.crosshair),
    buy: read('--ts-buy', FALLBACK.buy),
    sell: read('--ts-sell', FALLBACK.sell),
    neutral: read('--ts-warning', FALLBACK.neutral),
    oscillator: read('--ts-oscillator', FALLBACK.oscillator),
    signalLine: read('--ts-gold', FALLBACK.signalLine),
  };
};

/** #rrggbb with an alpha, for volume bars and zone fills; other colour syntaxes pass through unchanged. */
export const withAlpha = (colour: string, alpha: number): string => {
  const hex = /^#([0-9a-f]{6})$/i.exec(colour)?.[1];
  if (hex === undefined) return colour;
  const channel = (at: number) => Number.parseInt(hex.slice(at, at + 2), 16);
  return `rgba(${channel(0)}, ${channel(2)}, ${channel(4)}, ${alpha})`;
};
