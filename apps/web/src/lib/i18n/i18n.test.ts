import { VALIDATION_MESSAGES } from '@tradescope/domain';
import i18next from 'i18next';
import { afterEach, describe, expect, it } from 'vitest';
import en from './en.json';
import fa from './fa.json';
import { addTranslations, changeLanguage, initI18n } from './i18n';
import { messageText } from './message';

afterEach(() => localStorage.clear());

/** Every leaf key of a nested bundle, dotted. */
const keysOf = (bundle: object, prefix = ''): string[] =>
  Object.entries(bundle).flatMap(([key, value]) =>
    typeof value === 'object' && value !== null ? keysOf(value, `${prefix}${key}.`) : [`${prefix}${key}`],
  );

describe('languages', () => {
  it('starts in English, left to right, when nothing is stored', async () => {
    await initI18n();
    expect(document.documentElement.lang).toBe('en');
    expect(document.documentElement.dir).toBe('ltr');
    expect(i18next.t('not-found.title')).toBe('This page is not found');
  });

  it('switches to Persian right to left, loads its bundle and remembers the choice', async () => {
    await initI18n('en');
    await changeLanguage('fa');
    expect(document.documentElement.dir).toBe('rtl');
    expect(document.documentElement.lang).toBe('fa');
    expect(i18next.t('not-found.title')).toBe('این صفحه پیدا نشد');
    expect(JSON.parse(localStorage.getItem('ata:language') ?? '{}')).toEqual({ v: 'fa' });
  });

  it('ignores a stored value that is not a language', async () => {
    localStorage.setItem('ata:language', JSON.stringify({ v: 'xx' }));
    await initI18n();
    expect(document.documentElement.lang).toBe('en');
  });

  it('translates every key in both languages', () => {
    expect(keysOf(fa).sort()).toEqual(keysOf(en).sort());
  });

  it("carries the domain's validation messages word for word", async () => {
    await initI18n('en');
    for (const [key, text] of Object.entries(VALIDATION_MESSAGES)) {
      expect(
        i18next.t(key as 'server.error', {
          lng: 'en',
          interpolation: { skipOnVariables: true },
          min: '{min}',
          max: '{max}',
          size: '{size}',
          count: '{count}',
        }),
      ).toBe(text);
    }
  });

  it('translates run-time keys, with the numbers a key needs, and falls back on unknown ones', async () => {
    await initI18n('en');
    expect(messageText('auth.invalid-credentials')).toBe('The e-mail or password is wrong.');
    expect(messageText('profile.change-password-tab.new-password-too-short')).toBe(
      'The new password must have at least 8 characters.',
    );
    expect(messageText('no.such-key')).toBe('Something went wrong on our side. Please try again.');
    await changeLanguage('fa');
    expect(messageText('profile.change-password-tab.new-password-too-short')).toContain('۸');
  });

  it("loads a screen's namespace: English at once, Persian with the language (already chosen or chosen later)", async () => {
    await initI18n('en');
    await addTranslations('screen-a', { hello: 'Hello' }, async () => ({ default: { hello: 'سلام' } }));
    expect(i18next.t('hello', { ns: 'screen-a' } as never)).toBe('Hello');
    await changeLanguage('fa');
    expect(i18next.t('hello', { ns: 'screen-a' } as never)).toBe('سلام');
    await addTranslations('screen-b', { bye: 'Bye' }, async () => ({ default: { bye: 'خداحافظ' } }));
    expect(i18next.t('bye', { ns: 'screen-b' } as never)).toBe('خداحافظ');
  });

  it("keeps the screens' namespaces through a second start (it switches the language, in both)", async () => {
    await initI18n('en');
    await addTranslations('screen-d', { yes: 'Yes' }, async () => ({ default: { yes: 'بله' } }));
    await initI18n('fa');
    expect(i18next.t('yes', { ns: 'screen-d' } as never)).toBe('بله');
    await initI18n('en');
    expect(i18next.t('yes', { ns: 'screen-d' } as never)).toBe('Yes');
    expect(document.documentElement.dir).toBe('ltr');
  });

  it('loads Persian for a screen that registers while the switch to Persian is under way (start-up race)', async () => {
    await initI18n('en');
    const switching = changeLanguage('fa');
    await addTranslations('screen-c', { hi: 'Hi' }, async () => ({ default: { hi: 'درود' } }));
    await switching;
    expect(i18next.t('hi', { ns: 'screen-c' } as never)).toBe('درود');
  });

  it("translates every key of every screen's namespace in both languages", () => {
    const bundles = import.meta.glob<{ default: object }>('../../features/**/i18n/*.json', { eager: true });
    const byFeature = new Map<string, Record<string, object>>();
    for (const [file, bundle] of Object.entries(bundles)) {
      const [, feature, language] = /features\/(.+)\/i18n\/(\w+)\.json$/.exec(file) ?? [];
      byFeature.set(feature!, { ...byFeature.get(feature!), [language!]: bundle.default });
    }
    for (const [feature, languages] of byFeature) {
      expect(Object.keys(languages).sort(), feature).toEqual(['en', 'fa']);
      expect(keysOf(languages.fa!).sort(), feature).toEqual(keysOf(languages.en!).sort());
    }
  });
});
