import { useState } from 'react';

/**
 * A strategy's picture (its family's shape, a static SVG the catalog names in `image`), loaded when shown. Drawn in
 * mid-tones, it reads on both themes; a missing or failing picture leaves a blank tile of the same size (spec §9:
 * an image that fails falls back), so rows keep their alignment.
 */
export const StrategyImage = ({ image, width = 60 }: { image: string | null; width?: number }) => {
  const [failed, setFailed] = useState(false);
  const height = Math.round((width * 3) / 5);
  const frame = 'shrink-0 rounded-md border border-line bg-surface-muted/40';
  if (image === null || failed)
    return (
      <span
        aria-hidden="true"
        style={{ width, height }}
        className={frame}
        data-testid="strategy-image-blank"
      />
    );
  return (
    <img
      src={image}
      alt=""
      width={width}
      height={height}
      loading="lazy"
      decoding="async"
      onError={() => setFailed(true)}
      className={frame}
    />
  );
};
