import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { type FakeApi, renderScreen, resetScreen, stubApi, userFixture } from '../../../test';
import { initI18n } from '../../lib/i18n';
import PhoneVerificationDialog, { loadTranslations } from './phone-verification-dialog';

let api: FakeApi;
beforeAll(async () => {
  await initI18n('en');
  await loadTranslations();
});
beforeEach(() => {
  resetScreen();
  api = stubApi({
    user: () => userFixture(),
    'user/phone-number/authentication': () => ({ expireTime: Date.now() + 600_000, codeMaxLength: 6 }),
    'user/phone-number/verification': () => null,
  });
});
afterEach(() => vi.unstubAllGlobals());

describe('phone verification (spec §4)', () => {
  it('refuses a number that is not one, sends a code to a good one, then verifies the code', async () => {
    const verified = vi.fn();
    renderScreen(<PhoneVerificationDialog open onOpenChange={() => undefined} onVerified={verified} />);
    const number = await screen.findByLabelText('Phone number');
    fireEvent.change(number, { target: { value: '123' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByText('phone number is not valid')).toBeTruthy();
    fireEvent.change(number, { target: { value: '0912 345 6789' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByText('Enter the 6-digit code we sent to +989123456789.')).toBeTruthy();
    expect(api.posted['user/phone-number/authentication']).toEqual([
      { phoneNumber: '0912 345 6789', country: 'IR' },
    ]);
    // The resend waits for the countdown.
    expect(screen.getByText('New code in 2:00')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Verification code'), { target: { value: '12345' } });
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('verify code is not valid')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Verification code'), { target: { value: '123456' } });
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(verified).toHaveBeenCalled());
    expect(api.posted['user/phone-number/verification']).toEqual([
      { phoneNumber: '0912 345 6789', country: 'IR', verifyCode: '123456' },
    ]);
  });
});
