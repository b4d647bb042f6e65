import { describe, expect, it } from 'vitest';
import { startUpOverlay } from './start-up-overlay';

const base = { userPending: false, hasQuote: true, quoteDone: false, screenLoading: true };

describe('the start-up overlay', () => {
  it('spins until the user is known', () => {
    expect(startUpOverlay({ ...base, userPending: true })).toBe('loading');
  });

  it('shows the session’s quote over a screen that is still loading', () => {
    expect(startUpOverlay(base)).toBe('quote');
  });

  it('never puts the quote in front of a screen whose data is in (issue 12: it held it for 5 s)', () => {
    expect(startUpOverlay({ ...base, screenLoading: false })).toBeNull();
  });

  it('shows nothing once the quote was shown this session, or when there is none', () => {
    expect(startUpOverlay({ ...base, quoteDone: true })).toBeNull();
    expect(startUpOverlay({ ...base, hasQuote: false })).toBeNull();
  });
});
