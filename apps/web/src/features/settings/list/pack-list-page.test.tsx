import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Settings } from '@tradescope/domain';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { type FakeApi, renderScreen, resetScreen, searchOf, stubApi, userFixture } from '../../../../test';
import { assetPackOf, settingsWithAssetPacks } from '../../../../test/features/settings/test-packs';
import { useAppStore } from '../../../lib/app-store';
import { initI18n } from '../../../lib/i18n';
import { loadTranslations } from '..';
import { SettingsLayout } from '../settings-layout';
import { PackListPage } from './pack-list-page';

let api: FakeApi;
let settings: Settings;

const open = (kind: 'assets' | 'periscope' = 'assets') =>
  renderScreen(
    [
      {
        path: '/market/crypto/settings',
        element: <SettingsLayout market="crypto" />,
        children: [{ path: kind, element: <PackListPage market="crypto" kind={kind} /> }],
      },
      { path: '/market/crypto/settings/:kind/:packName', element: <p>editor</p> },
    ],
    { path: `/market/crypto/settings/${kind}` },
  );

beforeAll(async () => {
  await initI18n('en');
  await loadTranslations();
});
beforeEach(() => {
  resetScreen();
  settings = settingsWithAssetPacks({
    Majors: assetPackOf('Majors', ['btc', 'eth'], 0),
    Memes: assetPackOf('Memes', ['doge'], 1),
  });
  api = stubApi({ user: () => userFixture({ settings }) });
});
afterEach(() => vi.unstubAllGlobals());

const rowOf = async (name: string) => (await screen.findByText(name)).closest('tr') as HTMLElement;

describe('the settings hub (spec §2)', () => {
  it('heads the list with four tiles, each to its list with the count against the maximum', async () => {
    open();
    const hub = await screen.findByRole('navigation', { name: 'Settings sections' });
    const tiles = within(hub).getAllByRole('link');
    expect(tiles.map((tile) => tile.getAttribute('href'))).toEqual([
      '/market/crypto/settings/periscope',
      '/market/crypto/settings/dynamic',
      '/market/crypto/settings/assets',
      '/market/crypto/settings/alerts',
    ]);
    expect(tiles[2]?.getAttribute('aria-current')).toBe('page');
    expect(await within(tiles[2] as HTMLElement).findByText('2 / 3')).toBeTruthy();
  });
});

describe('the pack list (spec §2)', () => {
  it('titles the list with the count of the user’s packs against the plan’s maximum and lists system packs last', async () => {
    open();
    expect(await screen.findByText('Your packs: 2 of at most 3')).toBeTruthy();
    const keys = screen
      .getAllByRole('row')
      .slice(1)
      .map((row) => row.getAttribute('data-pack'));
    expect(keys).toEqual(['Majors', 'Memes', 'Top 10']);
    expect(within(await rowOf('Top 10')).getByText('System')).toBeTruthy();
    expect(within(await rowOf('Top 10')).queryByRole('button', { name: /Delete/ })).toBeNull();
    expect(
      within(await rowOf('Top 10'))
        .getByRole('switch')
        .hasAttribute('disabled'),
    ).toBe(true);
  });

  it('switches a pack off and saves at once', async () => {
    open();
    fireEvent.click(within(await rowOf('Memes')).getByRole('switch', { name: 'Switch Memes on or off' }));
    await waitFor(() => expect(api.saved()).toHaveLength(1));
    expect(api.saved()[0]?.crypto.UserAssetPacks.Memes).toMatchObject({ enable: false });
  });

  it('deletes only after confirmation, storing false', async () => {
    open();
    fireEvent.click(within(await rowOf('Majors')).getByRole('button', { name: 'Delete Majors' }));
    expect(api.saved()).toHaveLength(0);
    fireEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(api.saved()).toHaveLength(1));
    expect(api.saved()[0]?.crypto.UserAssetPacks.Majors).toBe(false);
  });

  it('searches names and says when nothing is found', async () => {
    const { router } = open();
    fireEvent.change(await screen.findByRole('searchbox', { name: 'Search packs' }), {
      target: { value: 'zzz' },
    });
    expect(await screen.findByText('no results found')).toBeTruthy();
    expect(searchOf(router).get('search')).toBe('zzz');
  });

  it('locks the new-pack button at the maximum', async () => {
    settings.crypto.UserAssetPacks.Third = assetPackOf('Third', ['xrp'], 2);
    open();
    const locked = await screen.findByRole('button', { name: 'You have reached the maximum of 3 packs' });
    expect(locked.hasAttribute('disabled')).toBe(true);
  });

  it('offers a free user the upgrade path for strategy packs', async () => {
    open('periscope');
    fireEvent.click(await screen.findByRole('button', { name: 'Upgrade to add packs' }));
    expect(useAppStore.getState().upgrade).not.toBeNull();
  });

  it('leads a new pack to the editor of "_"', async () => {
    const { router } = open();
    fireEvent.click(await screen.findByRole('link', { name: 'New pack' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/market/crypto/settings/assets/_'));
  });
});
