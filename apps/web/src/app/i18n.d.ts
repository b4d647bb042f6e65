import 'i18next';
import type admin from '../features/admin/i18n/en.json';
import type help from '../features/help/i18n/en.json';
import type jumps from '../features/jumps/i18n/en.json';
import type matchesByAsset from '../features/matches/by-asset/i18n/en.json';
import type matches from '../features/matches/i18n/en.json';
import type matchesNavbar from '../features/matches-navbar/i18n/en.json';
import type profile from '../features/profile/i18n/en.json';
import type pumps from '../features/pumps/i18n/en.json';
import type radar from '../features/radar/i18n/en.json';
import type riskQuant from '../features/risk-quant/i18n/en.json';
import type settings from '../features/settings/i18n/en.json';
import type strategyRecord from '../features/strategy-record/i18n/en.json';
import type en from '../lib/i18n/en.json';
import type phoneVerify from '../ui/phone-verification/i18n/en.json';
import type trackRecord from '../ui/track-record/i18n/en.json';

// Translation keys are typed from the English bundles: a misspelt key fails the typecheck. Screens loaded on demand
// bring their own namespace (addTranslations), typed here too.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: {
      translation: typeof en;
      matches: typeof matches;
      'matches-by-asset': typeof matchesByAsset;
      'matches-navbar': typeof matchesNavbar;
      radar: typeof radar;
      'risk-quant': typeof riskQuant;
      help: typeof help;
      jumps: typeof jumps;
      pumps: typeof pumps;
      settings: typeof settings;
      profile: typeof profile;
      'phone-verify': typeof phoneVerify;
      admin: typeof admin;
      'track-record': typeof trackRecord;
      'strategy-record': typeof strategyRecord;
    };
  }
}
