import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderScreen, resetScreen, stubApi } from '../../../../test';
import { initI18n } from '../../../lib/i18n';
import { loadTranslations } from '..';
import { WebhookSecret } from './webhook-secret';

let secret = 'a1b2c3d4e5f6';
const writeText = vi.fn(async (_text: string) => undefined);

beforeAll(async () => {
  await initI18n('en');
  await loadTranslations();
});
beforeEach(() => {
  resetScreen();
  secret = 'a1b2c3d4e5f6';
  writeText.mockClear();
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
  stubApi({
    'alerts/webhook-secret': () => ({ secret }),
  });
});
afterEach(() => vi.unstubAllGlobals());

const secretText = () =>
  screen.getByRole('region', { name: 'Signing secret' }).querySelector('code')?.textContent;

describe('the webhook signing secret', () => {
  it('is hidden until shown, and copies the secret itself', async () => {
    renderScreen(<WebhookSecret />);
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Copy' }).hasAttribute('disabled')).toBe(false),
    );
    expect(secretText()).not.toContain('a1b2c3d4e5f6');
    fireEvent.click(screen.getByRole('button', { name: 'Show' }));
    expect(secretText()).toBe('a1b2c3d4e5f6');
    fireEvent.click(screen.getByRole('button', { name: 'Copy' }));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith('a1b2c3d4e5f6'));
  });

  it('rotates only after the warning is confirmed, and shows the new secret', async () => {
    renderScreen(<WebhookSecret />);
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Show' }).hasAttribute('disabled')).toBe(false),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Show' }));
    expect(secretText()).toBe('a1b2c3d4e5f6');
    fireEvent.click(screen.getByRole('button', { name: 'Rotate secret' }));
    expect(screen.getByRole('alert').textContent).toMatch(/receivers still checking the old one/);
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(secretText()).toBe('a1b2c3d4e5f6');

    secret = 'f0e1d2c3b4a5';
    fireEvent.click(screen.getByRole('button', { name: 'Rotate secret' }));
    fireEvent.click(screen.getByRole('button', { name: 'Rotate' }));
    await waitFor(() => expect(secretText()).toBe('f0e1d2c3b4a5'));
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
