import { render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import { initI18n } from '../../lib/i18n';
import { UpgradeDialog } from './upgrade-modal';

beforeAll(async () => {
  await initI18n('en');
});

// The plans link is a route of the app.
const wrapper = ({ children }: { children: ReactNode }) => <MemoryRouter>{children}</MemoryRouter>;

const minimumFor = async (
  rule: Parameters<typeof UpgradeDialog>[0]['request'] extends infer R
    ? R extends { rule: infer X }
      ? X
      : never
    : never,
) => {
  render(<UpgradeDialog request={{ rule, group: 'crypto' }} onClose={() => undefined} />, { wrapper });
  return (await screen.findByTestId('minimum-plan')).textContent;
};

describe('upgrade modal (spec §6)', () => {
  it('offers ICT, the cheapest tier, for a section open to ict, pro and hero', async () => {
    expect(await minimumFor(['ict', 'pro', 'hero'])).toBe('ICT');
    expect(screen.getByText('You must upgrade your account to use this section')).toBeTruthy();
  });

  it('offers pro and hero side by side when pro is the minimum', async () => {
    expect(await minimumFor(['pro', 'hero'])).toBe('Pro or Hero');
    expect(screen.getAllByTestId('upgrade-plan')).toHaveLength(2);
  });

  it('offers XMoon alone for the xmoon pack', async () => {
    expect(await minimumFor(['xmoon'])).toBe('XMoon');
    expect(screen.getAllByTestId('upgrade-plan')).toHaveLength(1);
  });

  it('links to the app’s plans of the market group with the minimum cap', async () => {
    render(<UpgradeDialog request={{ rule: ['hero'], group: 'global' }} onClose={() => undefined} />, {
      wrapper,
    });
    expect((await screen.findByRole('link', { name: /See plans/ })).getAttribute('href')).toBe(
      '/plans?group=global&tier=hero',
    );
  });

  it('stays closed without a request', () => {
    render(<UpgradeDialog request={null} onClose={() => undefined} />, { wrapper });
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
