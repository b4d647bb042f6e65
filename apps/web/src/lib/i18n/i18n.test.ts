import i18next from 'i18next';
import { afterEach, describe, expect, it } from 'vitest';
import { changeLanguage, initI18n } from './i18n';

afterEach(() => localStorage.clear());

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
    expect(localStorage.getItem('tradescope.language')).toBe('fa');
  });

  it('ignores a stored value that is not a language', async () => {
    localStorage.setItem('tradescope.language', 'xx');
    await initI18n();
    expect(document.documentElement.lang).toBe('en');
  });
});
