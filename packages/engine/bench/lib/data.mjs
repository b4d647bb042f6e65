/**
 * A deterministic random-walk market: closes move by up to ±0.5 % a bar around 30,000 (BTC-like
 * magnitudes, where Bollinger's cancellation would show), highs and lows wrap the bar.
 */
export function randomWalk(length, seed = 20_261_125) {
  let state = seed >>> 0;
  const random = () => {
    state = (Math.imul(state, 1_664_525) + 1_013_904_223) >>> 0;
    return state / 2 ** 32;
  };
  const close = new Float64Array(length);
  const high = new Float64Array(length);
  const low = new Float64Array(length);
  const volume = new Float64Array(length);
  let price = 30_000;
  for (let i = 0; i < length; i++) {
    const open = price;
    price *= 1 + (random() - 0.5) * 0.01;
    close[i] = price;
    high[i] = Math.max(open, price) * (1 + random() * 0.002);
    low[i] = Math.min(open, price) * (1 - random() * 0.002);
    volume[i] = 1 + random() * 100;
  }
  return { close, high, low, volume };
}
