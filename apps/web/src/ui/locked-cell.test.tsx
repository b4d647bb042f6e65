import { fireEvent, render, screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { useAppStore } from '../lib/app-store';
import { initI18n } from '../lib/i18n';
import { LockedCell } from './locked-cell';

beforeAll(async () => {
  await initI18n('en');
});

describe('locked cell (spec §2)', () => {
  it('hides its stand-in from assistive technology and opens the upgrade modal on its rule', () => {
    render(<LockedCell rule={['ict', 'pro', 'hero']} group="global" />);
    expect(screen.getByText('8 / 12').getAttribute('aria-hidden')).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: 'Upgrade' }));
    expect(useAppStore.getState().upgrade).toEqual({ rule: ['ict', 'pro', 'hero'], group: 'global' });
  });
});
