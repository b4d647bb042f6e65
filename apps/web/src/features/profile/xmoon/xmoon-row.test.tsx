import { act, fireEvent, screen } from '@testing-library/react';
import { userSchema } from '@tradescope/domain';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { failure, renderScreen, resetScreen, stubApi, userFixture } from '../../../../test';
import { initI18n } from '../../../lib/i18n';
import { loadTranslations } from '..';
import { XmoonRow } from './xmoon-row';

beforeAll(async () => {
  await initI18n('en');
  await loadTranslations();
});
beforeEach(() => resetScreen());
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const xmoonUser = (nationalCode: string) =>
  userSchema.parse(
    userFixture({ nationalCode, remainingDays: { ...userFixture().remainingDays, cryptoXMoon: 20 } }),
  );

describe('enable XMoon (spec §4, §8)', () => {
  it('asks for the national code first when it is empty, then confirms and reloads 2 s after', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const api = stubApi({ 'user/update': () => ({}), 'user/enable-xmoon': () => null });
    const reload = vi.fn();
    renderScreen(<XmoonRow user={xmoonUser('')} reload={reload} />);
    act(() => screen.getByRole('button', { name: 'Enable XMoon' }).click());
    const codeDialog = await screen.findByRole('dialog', { name: 'Your national code first' });
    fireEvent.change(screen.getByLabelText('National code'), { target: { value: '0076229645' } });
    act(() => screen.getByRole('button', { name: 'Save' }).click());
    const confirm = await screen.findByRole('dialog', { name: 'Enable XMoon?' });
    expect(codeDialog.isConnected).toBe(false);
    expect(api.posted['user/update']).toEqual([{ displayName: 'Sara', nationalCode: '0076229645' }]);
    expect(confirm.isConnected).toBe(true);
    act(() => screen.getAllByRole('button', { name: 'Enable XMoon' }).at(-1)?.click());
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(reload).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(2_000));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('says the spec’s message when the server refuses, and does not reload', async () => {
    stubApi({ 'user/enable-xmoon': () => failure(500, 'server.error') });
    const reload = vi.fn();
    renderScreen(<XmoonRow user={xmoonUser('0076229645')} reload={reload} />);
    act(() => screen.getByRole('button', { name: 'Enable XMoon' }).click());
    await screen.findByRole('dialog', { name: 'Enable XMoon?' });
    act(() => screen.getAllByRole('button', { name: 'Enable XMoon' }).at(-1)?.click());
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(screen.getByRole('dialog', { name: 'Enable XMoon?' })).toBeTruthy();
    expect(reload).not.toHaveBeenCalled();
  });

  it('is not offered without XMoon days', () => {
    stubApi({});
    renderScreen(<XmoonRow user={userSchema.parse(userFixture())} />);
    expect(screen.queryByRole('button', { name: 'Enable XMoon' })).toBeNull();
  });
});
