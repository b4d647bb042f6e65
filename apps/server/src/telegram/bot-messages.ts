import type { Language } from '@tradescope/domain';

/** What the bot says, in both languages of the product (spec §1). Plain text: names are never parsed as markup. */
type BotMessages = {
  bound: (name: string) => string;
  alreadyBound: (name: string) => string;
  unknownLink: string;
  usedLink: string;
  expiredLink: string;
  phoneUnverified: string;
  notBound: string;
  stopped: string;
  status: (name: string, mutedUntil: string | undefined) => string;
  muted: (until: string) => string;
  unmuted: string;
  muteUsage: string;
};

const en: BotMessages = {
  bound: (name) =>
    `Connected: Tradescope alerts of ${name} now arrive in this chat.\n/status shows the link, /mute 1h pauses alerts, /stop disconnects.`,
  alreadyBound: (name) => `This chat already receives the Tradescope alerts of ${name}.`,
  unknownLink: 'This link is not valid. Open the bot link again from the alert editor in Tradescope.',
  usedLink: 'This link has already been used. Get a new one from the alert editor in Tradescope.',
  expiredLink:
    'This link has expired (a link lasts one hour). Get a new one from the alert editor in Tradescope.',
  phoneUnverified:
    'The Tradescope bot needs a verified phone number. Verify your phone in your Tradescope profile, then open the bot link again.',
  notBound:
    'This chat is not connected to a Tradescope account. Open the bot link from the alert editor in Tradescope.',
  stopped:
    'Disconnected: no more alerts arrive in this chat. Open a new bot link in Tradescope to connect again.',
  status: (name, mutedUntil) =>
    `Connected to the Tradescope account of ${name}.\n${
      mutedUntil === undefined ? 'Alerts: on.' : `Alerts: muted until ${mutedUntil} (UTC).`
    }`,
  muted: (until) => `Alerts muted until ${until} (UTC). /mute off turns them back on.`,
  unmuted: 'Alerts are on again.',
  muteUsage: 'Use /mute 30m, /mute 1h, /mute 8h, or /mute off.',
};

const fa: BotMessages = {
  bound: (name) =>
    `متصل شد: هشدارهای تریداسکوپ ${name} از این پس در این گفتگو می‌رسند.\n/status وضعیت اتصال، /mute 1h توقف موقت هشدارها و /stop قطع اتصال.`,
  alreadyBound: (name) => `این گفتگو هم‌اکنون هشدارهای تریداسکوپ ${name} را دریافت می‌کند.`,
  unknownLink: 'این پیوند معتبر نیست. پیوند ربات را دوباره از ویرایشگر هشدار در تریداسکوپ باز کنید.',
  usedLink: 'این پیوند پیش‌تر استفاده شده است. پیوند تازه‌ای از ویرایشگر هشدار در تریداسکوپ بگیرید.',
  expiredLink:
    'این پیوند منقضی شده است (هر پیوند یک ساعت اعتبار دارد). پیوند تازه‌ای از ویرایشگر هشدار در تریداسکوپ بگیرید.',
  phoneUnverified:
    'ربات تریداسکوپ به شماره تلفن تأییدشده نیاز دارد. شماره تلفن خود را در پروفایل تریداسکوپ تأیید کنید و سپس پیوند ربات را دوباره باز کنید.',
  notBound:
    'این گفتگو به هیچ حساب تریداسکوپی متصل نیست. پیوند ربات را از ویرایشگر هشدار در تریداسکوپ باز کنید.',
  stopped:
    'اتصال قطع شد: دیگر هشداری در این گفتگو نمی‌رسد. برای اتصال دوباره، پیوند تازه‌ای در تریداسکوپ باز کنید.',
  status: (name, mutedUntil) =>
    `متصل به حساب تریداسکوپ ${name}.\n${
      mutedUntil === undefined ? 'هشدارها: روشن.' : `هشدارها: بی‌صدا تا ${mutedUntil} (UTC).`
    }`,
  muted: (until) => `هشدارها تا ${until} (UTC) بی‌صدا شدند. با /mute off دوباره روشن می‌شوند.`,
  unmuted: 'هشدارها دوباره روشن شدند.',
  muteUsage: 'از /mute 30m، /mute 1h، /mute 8h یا /mute off استفاده کنید.',
};

export const botMessages = (language: Language): BotMessages => (language === 'fa' ? fa : en);

const timeFormats: Record<Language, Intl.DateTimeFormat> = {
  en: new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' }),
  fa: new Intl.DateTimeFormat('fa-IR', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' }),
};

/** A mute's end as the chat reads it; the bot cannot know the chat's time zone, so it says UTC. */
export const formatMuteEnd = (language: Language, atMs: number): string => timeFormats[language].format(atMs);
