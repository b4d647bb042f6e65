import { z } from 'zod';
import { isSourceOf, MARKETS, type Market } from '../markets';
import { languageSchema, optionalUrlSchema, themeSchema, unixSecondsSchema } from './primitives';
import { marketSettingsSchema, PAGE_SECTIONS } from './settings-sections';

const settingsShape = {
  language: languageSchema,
  theme: themeSchema,
  isEnableJumpsNotification: z.boolean(),
  /** Spelled as stored ("Recieved"); toggles the matches table's received-date column. */
  viewMatchRecievedDate: z.boolean(),
  userAlertTelegramBotUrl: optionalUrlSchema,
  /** Compared with the user's schemaLastUpdate; a mismatch triggers the settings fix (spec §4). */
  schemaLastUpdate: unixSecondsSchema,
  crypto: marketSettingsSchema,
  currencies: marketSettingsSchema,
  commodities: marketSettingsSchema,
  indices: marketSettingsSchema,
  stock: marketSettingsSchema,
} satisfies Record<Market, typeof marketSettingsSchema> & z.ZodRawShape;

/**
 * The user's settings document. It is user input, so unknown keys are stripped, sizes are bounded and
 * every source must serve the market it is filed under (an alert on oanda is not a crypto alert).
 */
export const settingsSchema = z.object(settingsShape).superRefine((settings, ctx) => {
  for (const market of MARKETS) {
    const sections = settings[market];
    for (const section of PAGE_SECTIONS) {
      if (!isSourceOf(market, sections[section].source)) {
        ctx.addIssue({ code: 'custom', message: 'source-not-in-market', path: [market, section, 'source'] });
      }
    }
    for (const [name, pack] of Object.entries(sections.Alerts)) {
      if (pack === false) continue;
      pack.sources.forEach((source, index) => {
        if (!isSourceOf(market, source)) {
          ctx.addIssue({
            code: 'custom',
            message: 'source-not-in-market',
            path: [market, 'Alerts', name, 'sources', index],
          });
        }
      });
    }
  }
});
export type Settings = z.infer<typeof settingsSchema>;

/** The top-level switches, without the per-market sections. */
export const SETTINGS_SWITCHES = [
  'language',
  'theme',
  'isEnableJumpsNotification',
  'viewMatchRecievedDate',
  'userAlertTelegramBotUrl',
  'schemaLastUpdate',
] as const;
