import { LIMITS, type Market, type SendType, type SourceName, sourcesOf } from '@tradescope/domain';
import { clsx } from 'clsx';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CheckIcon, LockIcon } from '../../../ui/icons';
import { SearchField } from '../search-field';
import { BotLinkStatus } from './bot-link-status';

/** A tile that toggles one choice: an exchange, a quote or a way to send (aria-pressed, like the asset tiles). */
const ChoiceTile = ({
  label,
  hint,
  pressed,
  disabled = false,
  onToggle,
  children,
}: {
  label: string;
  hint?: ReactNode;
  pressed: boolean;
  disabled?: boolean;
  onToggle: () => void;
  children?: ReactNode;
}) => (
  <button
    type="button"
    aria-pressed={pressed}
    aria-disabled={disabled || undefined}
    onClick={() => !disabled && onToggle()}
    className={clsx(
      'flex min-w-0 items-start gap-2.5 rounded-lg border px-3 py-2.5 text-start transition',
      'focus-visible:outline-2 focus-visible:outline-brand focus-visible:outline-offset-1',
      pressed ? 'border-brand bg-brand/8' : 'border-line bg-surface-raised',
      disabled ? 'cursor-not-allowed opacity-60' : !pressed && 'hover:bg-surface-muted',
    )}
  >
    <span
      aria-hidden="true"
      className={clsx(
        'mt-0.5 inline-flex size-4 shrink-0 items-center justify-center rounded border',
        pressed ? 'border-brand bg-brand text-on-brand' : 'border-line-strong',
      )}
    >
      {pressed && <CheckIcon size={12} strokeWidth={3} />}
    </span>
    <span className="flex min-w-0 flex-1 flex-col gap-0.5">
      <span className="font-medium text-ink text-sm">{label}</span>
      {hint && <span className="text-ink-muted text-xs leading-snug">{hint}</span>}
    </span>
    {children}
  </button>
);

const toggled = <T,>(list: readonly T[], value: T): T[] =>
  list.includes(value) ? list.filter((each) => each !== value) : [...list, value];

/** Step 2: the market's exchanges (spec §3 alert sources), searchable from 10 of them (spec §9). */
export const SourcesField = ({
  market,
  value,
  onChange,
}: {
  market: Market;
  value: readonly SourceName[];
  onChange: (sources: SourceName[]) => void;
}) => {
  const { t } = useTranslation('settings');
  const [search, setSearch] = useState('');
  const sources = sourcesOf(market);
  const needle = search.trim().toLowerCase();
  const shown = sources.filter(
    (source) => needle === '' || source.title.toLowerCase().includes(needle) || source.name.includes(needle),
  );
  return (
    <div className="flex flex-col gap-3">
      {sources.length >= LIMITS.alertSourceSelectSearchableAt && (
        <SearchField
          value={search}
          onChange={setSearch}
          label={t('alert.search-sources')}
          className="max-w-sm"
        />
      )}
      <div className="grid grid-cols-1 gap-2 tablet:grid-cols-2 desktop:grid-cols-3">
        {shown.map((source) => (
          <ChoiceTile
            key={source.name}
            label={source.title}
            pressed={value.includes(source.name)}
            onToggle={() => onChange(toggled(value, source.name))}
          />
        ))}
      </div>
    </div>
  );
};

/** Step 4: the quotes of the chosen exchanges, in upper case as the filters show them. */
export const QuotesField = ({
  quotes,
  value,
  onChange,
}: {
  quotes: readonly string[];
  value: readonly string[];
  onChange: (quotes: string[]) => void;
}) => (
  <div className="grid grid-cols-3 gap-2 tablet:grid-cols-4 desktop:grid-cols-6">
    {quotes.map((quote) => (
      <ChoiceTile
        key={quote}
        label={quote.toUpperCase()}
        pressed={value.includes(quote)}
        onToggle={() => onChange(toggled(value, quote))}
      />
    ))}
  </div>
);

/** Step 6: e-mail, or the bot once the phone is verified (spec §1, §4), and whether the bot is linked. */
export const SendTypesField = ({
  value,
  botAllowed,
  onChange,
  onBotLocked,
}: {
  value: readonly SendType[];
  botAllowed: boolean;
  onChange: (sendTypes: SendType[]) => void;
  /** The bot was asked for before its requirements hold: the requirements modal opens. */
  onBotLocked: () => void;
}) => {
  const { t } = useTranslation('settings');
  return (
    <div className="grid grid-cols-1 gap-2 tablet:grid-cols-2">
      <ChoiceTile
        label={t('alert.email')}
        hint={t('alert.email-hint')}
        pressed={value.includes('email')}
        onToggle={() => onChange(toggled(value, 'email'))}
      />
      <ChoiceTile
        label={t('alert.bot')}
        hint={botAllowed ? t('alert.bot-hint') : t('alert.bot-needs')}
        pressed={value.includes('bot')}
        // Adding the bot needs its requirements; a stored alert that already sends by it may stop doing so.
        onToggle={() =>
          botAllowed || value.includes('bot') ? onChange(toggled(value, 'bot')) : onBotLocked()
        }
      >
        {!botAllowed && <LockIcon size={14} className="mt-0.5 shrink-0 text-ink-faint" />}
      </ChoiceTile>
      <div className="tablet:col-span-2">
        <BotLinkStatus onVerifyPhone={onBotLocked} />
      </div>
    </div>
  );
};
