import {
  type AlertPack,
  MARKET_DEFAULTS,
  type Market,
  quotesOf,
  type SendType,
  type SourceName,
  type ValidationIssue,
  validateAdvancedPack,
  validateAlertPack,
  webhookUrlIssue,
} from '@tradescope/domain';
import { type AdvancedRow, entriesOf, rowsOf } from './advanced-rows';

/** Spec §3 alert bases: every asset, a list, or asset-pack names mapped to the assets they hold. */
export type AlertBases = 'all' | readonly string[] | Readonly<Record<string, readonly string[]>>;

/** An alert as its editor holds it (spec §3 alert pack). */
export interface AlertDraft {
  readonly name: string;
  readonly sources: readonly SourceName[];
  readonly bases: AlertBases;
  readonly quotes: readonly string[];
  readonly rows: readonly AdvancedRow[];
  readonly sendTypes: readonly SendType[];
  /** Beyond the spec: '' for none. */
  readonly webhookUrl: string;
}

/** The editor's six steps in the spec's order (§2): name, exchanges, coins or assets, quotes, strategies, send type. */
export const ALERT_FIELDS = ['name', 'sources', 'bases', 'quotes', 'items', 'sendTypes'] as const;

/** A new alert watches the market's opening source and quote and is sent by e-mail; assets and strategies are chosen. */
export const newAlertDraft = (market: Market, name: string): AlertDraft => ({
  name,
  sources: [MARKET_DEFAULTS[market].source],
  bases: [],
  quotes: [MARKET_DEFAULTS[market].quote],
  rows: rowsOf([]),
  sendTypes: ['email'],
  webhookUrl: '',
});

/** A stored alert in the editor. */
export const alertDraftOf = (pack: AlertPack): AlertDraft => ({
  name: pack.name,
  sources: pack.sources,
  bases: pack.bases,
  quotes: pack.quotes,
  rows: rowsOf(pack.items),
  sendTypes: pack.sendTypes,
  webhookUrl: pack.webhookUrl ?? '',
});

/** The quotes the chosen sources trade against, each once. */
export const quotesOfSources = (sources: readonly SourceName[], market: Market): string[] => [
  ...new Set(sources.flatMap((source) => quotesOf(source, market))),
];

const basesOf = (bases: AlertBases) => {
  if (bases === 'all') return 'all' as const;
  if (Array.isArray(bases)) return [...(bases as readonly string[])];
  return Object.fromEntries(
    Object.entries(bases as Readonly<Record<string, readonly string[]>>).map(([pack, assets]) => [
      pack,
      [...assets],
    ]),
  );
};

/** What is stored: the rows without the blank one, joined by "and". */
export const alertContentOf = (draft: AlertDraft) => ({
  name: draft.name,
  sources: [...draft.sources],
  bases: basesOf(draft.bases),
  quotes: [...draft.quotes],
  items: entriesOf(draft.rows),
  sendTypes: [...draft.sendTypes],
  ...(draft.webhookUrl === '' ? {} : { webhookUrl: draft.webhookUrl }),
});

/** Every broken rule of the alert (spec §5), each filed under its step's field; a row's own rules under items. */
export const alertIssuesOf = (draft: AlertDraft, existingNames: readonly string[]): ValidationIssue[] => {
  const content = alertContentOf(draft);
  const checked = validateAlertPack(content, { existingNames });
  const issues = checked.ok ? [] : [...checked.errors];
  if (content.items.length > 0) {
    const rows = validateAdvancedPack({ name: draft.name, items: draft.rows }, { existingNames: [] });
    if (!rows.ok) issues.push(...rows.errors.filter((issue) => issue.field.startsWith('items.')));
  }
  const webhook =
    draft.webhookUrl === '' ? undefined : webhookUrlIssue(draft.webhookUrl, { allowLoopback: true });
  if (webhook !== undefined) issues.push({ field: 'sendTypes.webhookUrl', key: webhook });
  return issues;
};

/** The step (1-6) a rule's field belongs to, from the editor's paths or the server's (crypto.Alerts.Mine.quotes). */
export const stepOfField = (field: string): number | undefined => {
  const segments = field.split('.');
  if (segments.includes('webhookUrl')) return ALERT_FIELDS.indexOf('sendTypes') + 1;
  const index = ALERT_FIELDS.findIndex((each) => segments.includes(each));
  return index < 0 ? undefined : index + 1;
};
