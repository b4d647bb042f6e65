import { MATCHES_NAVBAR } from '@tradescope/domain';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

const skeletonCount = () => Math.max(1, Math.floor((globalThis.innerWidth ?? 1280) / MATCHES_NAVBAR.itemPx));

/**
 * Where the matches navbar (spec §2: buy and sell lists of the latest matches) will sit. It needs the
 * market-data API, so for now it reserves its place with the spec's skeleton count, floor(width / 250).
 */
export const MarketsNavbarSlot = () => {
  const { t } = useTranslation();
  const [count, setCount] = useState(skeletonCount);
  useEffect(() => {
    const onResize = () => setCount(skeletonCount());
    window.addEventListener('resize', onResize);
    return () => window.removeEventListener('resize', onResize);
  }, []);
  return (
    <section
      aria-label={t('navbar.label')}
      data-testid="markets-navbar"
      className="hidden border-line border-b bg-surface-raised/60 tablet:block"
    >
      <div className="mx-auto flex h-12 max-w-[1600px] items-center gap-3 overflow-hidden px-5">
        <div className="flex shrink-0 items-center gap-1 rounded-lg bg-surface-muted p-0.5 font-semibold text-[11px]">
          <span className="rounded-md bg-surface-raised px-2 py-1 text-buy shadow-sm">{t('navbar.buy')}</span>
          <span className="px-2 py-1 text-ink-faint">{t('navbar.sell')}</span>
        </div>
        {Array.from({ length: count }, (_, index) => (
          <div
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity of their own
            key={index}
            aria-hidden="true"
            className="flex h-8 shrink-0 items-center gap-2 rounded-lg border border-line px-2.5"
            style={{ width: MATCHES_NAVBAR.itemPx - 16 }}
          >
            <span className="skeleton size-5 rounded-full" />
            <span className="skeleton h-2.5 w-16 rounded" />
            <span className="skeleton ms-auto h-2.5 w-10 rounded" />
          </div>
        ))}
      </div>
    </section>
  );
};
