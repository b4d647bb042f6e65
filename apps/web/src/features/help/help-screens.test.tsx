import { fireEvent, screen, within } from '@testing-library/react';
import type { HelpEntry, HelpSection } from '@tradescope/domain';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { failure, renderScreen, resetScreen, stubApi } from '../../../test';
import { changeLanguage, initI18n } from '../../lib/i18n';
import { loadTranslations } from '.';
import { HelpContent } from './help-content';
import { HelpHome } from './help-home';

const entry = (id: string, en: string, fa: string, html: Partial<HelpEntry> = {}): HelpEntry => ({
  id,
  position: 0,
  platform: 'all',
  label_en: en,
  label_fa: fa,
  content_en: `<p>About ${en}</p>`,
  content_fa: fa ? `<p>درباره‌ی ${fa}</p>` : '',
  image_light: null,
  image_dark: null,
  ...html,
});
const HELP: HelpSection[] = [
  {
    ...entry('matches', 'Matches', 'سیگنال‌ها'),
    children: [
      entry('pivot-types', 'Pivot types', 'نوع پیوت', {
        content_en: '<p>Levels, and <a href="/help/radar">the radar</a></p>',
        image_light: '/help/pivots-light.png',
        image_dark: '/help/pivots-dark.png',
      }),
      entry('match-fields', 'Match columns', 'ستون‌های سیگنال'),
    ],
  },
  { ...entry('radar', 'Radar', 'رادار'), children: [entry('gauge', 'Gauge', 'عقربه')] },
  { ...entry('glossary', 'Glossary', ''), children: [] },
];

beforeAll(async () => {
  await initI18n('en');
  await loadTranslations();
});
beforeEach(() => resetScreen());
afterEach(() => vi.unstubAllGlobals());

const routes = [
  { path: '/help', element: <HelpHome /> },
  { path: '/help/:parent/:child?', element: <HelpContent /> },
];

describe('the help home', () => {
  it('lists groups and other, and narrows them as the user types, until cleared', async () => {
    stubApi({ help: () => HELP });
    renderScreen(routes, { path: '/help' });
    expect(await screen.findByRole('heading', { level: 2, name: 'Matches' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Other' })).toBeTruthy();
    const search = screen.getByRole('searchbox', { name: 'Search the help centre' });
    fireEvent.change(search, { target: { value: 'GAUGE' } });
    expect(screen.queryByRole('heading', { level: 2, name: 'Matches' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Gauge' }).getAttribute('href')).toBe('/help/radar/gauge');
    fireEvent.change(search, { target: { value: 'zzz' } });
    expect(screen.getByText('no results found')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(screen.getByRole('heading', { level: 2, name: 'Matches' })).toBeTruthy();
  });

  it('says the spec’s "Error is ocurred" when the help list fails, and retries', async () => {
    let calls = 0;
    // A refusal the query does not retry by itself (a 5xx would be retried first).
    stubApi({ help: () => (++calls === 1 ? failure(429, 'request.too-many') : HELP) });
    renderScreen(routes, { path: '/help' });
    await screen.findByText('Error is ocurred');
    fireEvent.click(screen.getByRole('button', { name: /Retry|Try again/ }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Matches' })).toBeTruthy();
  });
});

describe('a help page', () => {
  // Sanitizing is checked in Chromium (e2e help-centre.spec.ts): happy-dom parses scripts unlike a browser.
  it('shows the page beside the tree with itself highlighted, with the picture of the theme', async () => {
    stubApi({ help: () => HELP });
    const { router } = renderScreen(routes, { path: '/help/matches/pivot-types' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Pivot types' })).toBeTruthy();
    const tree = screen.getByRole('navigation', { name: 'Contents' });
    expect(within(tree).getByRole('link', { name: 'Pivot types' }).getAttribute('aria-current')).toBe('page');
    // The current section is open; another opens on its arrow.
    expect(within(tree).getByRole('link', { name: 'Match columns' })).toBeTruthy();
    expect(within(tree).queryByRole('link', { name: 'Gauge' })).toBeNull();
    fireEvent.click(within(tree).getByRole('button', { name: 'Show the pages of Radar' }));
    expect(within(tree).getByRole('link', { name: 'Gauge' })).toBeTruthy();

    const html = screen.getByTestId('help-html');
    expect(document.querySelector('img[data-theme-image]')?.getAttribute('src')).toBe(
      '/help/pivots-light.png',
    );

    fireEvent.click(within(html).getByRole('link', { name: 'the radar' }));
    expect(router.state.location.pathname).toBe('/help/radar');
    expect(await screen.findByRole('heading', { level: 1, name: 'Radar' })).toBeTruthy();
  });

  it('reads Persian where it is written and English where it is not', async () => {
    // A language switch, not a second initI18n: that would empty the store of the help namespace for the tests after.
    await changeLanguage('fa');
    try {
      stubApi({ help: () => HELP });
      renderScreen(routes, { path: '/help/glossary' });
      expect(await screen.findByRole('heading', { level: 1, name: 'Glossary' })).toBeTruthy();
      expect(screen.getByText('About Glossary')).toBeTruthy();
      expect(screen.getByRole('link', { name: 'رادار' })).toBeTruthy();
    } finally {
      await changeLanguage('en');
    }
  });
});
