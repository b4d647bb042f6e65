import { screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderScreen } from '../../../test';
import { initI18n } from '../../lib/i18n';
import { tokenManager } from '../../lib/session';
import { MarketsNavbarSlot } from './markets-navbar-slot';

const mediaMatching = (mobile: boolean) => (query: string) => ({
  matches: mobile && query.includes('max-width'),
  media: query,
  addEventListener: () => undefined,
  removeEventListener: () => undefined,
});

const open = () => renderScreen(<MarketsNavbarSlot />, { path: '/market/crypto/periscope' });

beforeAll(async () => {
  await initI18n('en');
});
beforeEach(() => {
  tokenManager.reset();
  // No answers: the navbar stays on its placeholders, which is all this shell test looks at.
  vi.stubGlobal(
    'fetch',
    vi.fn(() => new Promise<Response>(() => undefined)),
  );
  vi.stubGlobal('WebSocket', undefined);
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the markets navbar slot (spec §2)', () => {
  it('holds the place with the tabs and placeholders, then loads the matches navbar on its own', async () => {
    vi.stubGlobal('matchMedia', mediaMatching(false));
    open();
    const slot = screen.getByTestId('markets-navbar');
    expect(slot.getAttribute('aria-label')).toBe('Latest matches');
    expect(slot.className).toContain('hidden');
    expect(slot.className).toContain('tablet:block');
    expect(slot.textContent).toContain('Buy');
    expect(slot.querySelectorAll('.skeleton').length).toBeGreaterThan(0);
    expect(await screen.findByTestId('matches-navbar')).toBeTruthy();
  });

  it('does not fetch the navbar on phones, where it is hidden', async () => {
    vi.stubGlobal('matchMedia', mediaMatching(true));
    open();
    const slot = screen.getByTestId('markets-navbar');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(slot.childElementCount).toBe(1);
    expect(slot.firstElementChild?.childElementCount).toBe(0);
    expect(screen.queryByTestId('matches-navbar')).toBeNull();
  });
});
