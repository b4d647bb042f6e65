import { MARKET_SEARCH_EXAMPLES, type Market, TIMERS } from '@tradescope/domain';
import { clsx } from 'clsx';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CloseIcon, SearchIcon } from '../../ui/icons';

/**
 * Spec §2 text search (base, base+quote or name; the server matches it): typing settles for 400 ms (spec §9
 * text-input debounce) before the address and the list follow; Enter searches at once.
 */
export const SearchBox = ({
  market,
  value,
  onSearch,
  className,
}: {
  market: Market;
  value: string;
  onSearch: (search: string) => void;
  className?: string;
}) => {
  const { t } = useTranslation('matches');
  const [text, setText] = useState(value);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const latest = useRef(onSearch);
  latest.current = onSearch;

  // The address changed on its own (back button, a link): show what it says.
  useEffect(() => {
    clearTimeout(timer.current);
    setText(value);
  }, [value]);
  useEffect(() => () => clearTimeout(timer.current), []);

  const settle = (next: string, delay: number) => {
    clearTimeout(timer.current);
    if (next.trim() === value) return;
    timer.current = setTimeout(() => latest.current(next.trim()), delay);
  };

  return (
    <search className={clsx('relative min-w-0', className)}>
      <SearchIcon
        size={15}
        className="pointer-events-none absolute start-3 top-1/2 -translate-y-1/2 text-ink-faint"
      />
      <input
        type="search"
        value={text}
        maxLength={64}
        aria-label={t('search.label')}
        placeholder={t('search.placeholder', MARKET_SEARCH_EXAMPLES[market])}
        onChange={(event) => {
          setText(event.target.value);
          settle(event.target.value, TIMERS.textInputDebounceMs);
        }}
        onKeyDown={(event) => {
          if (event.key === 'Enter') settle(text, 0);
        }}
        className="h-9 w-full min-w-0 rounded-lg border border-line-strong bg-surface-raised ps-9 pe-9 text-sm outline-none placeholder:text-ink-faint focus:border-brand [&::-webkit-search-cancel-button]:hidden"
      />
      {text !== '' && (
        <button
          type="button"
          aria-label={t('search.clear')}
          onClick={() => {
            setText('');
            settle('', 0);
          }}
          className="absolute end-1.5 top-1/2 inline-flex size-6 -translate-y-1/2 items-center justify-center rounded-md text-ink-muted hover:bg-surface-muted"
        >
          <CloseIcon size={13} />
        </button>
      )}
    </search>
  );
};
