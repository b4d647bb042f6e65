import { useState } from 'react';

/** An asset's icon (the server's letter logo), or its first letters when there is none or it cannot load. */
export const AssetLogo = ({
  base,
  logo,
  size = 28,
}: {
  base: string;
  logo: string | null;
  size?: number;
}) => {
  const [failed, setFailed] = useState(false);
  if (logo === null || failed) {
    return (
      <span
        aria-hidden="true"
        style={{ width: size, height: size }}
        className="flex shrink-0 items-center justify-center rounded-full bg-surface-muted font-bold text-[10px] text-ink-muted uppercase"
      >
        {base.slice(0, 3)}
      </span>
    );
  }
  return (
    <img
      src={logo}
      alt=""
      width={size}
      height={size}
      loading="lazy"
      onError={() => setFailed(true)}
      className="shrink-0 rounded-full bg-surface-muted"
    />
  );
};
