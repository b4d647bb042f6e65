import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { Settings } from '@tradescope/domain';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  assetFixture,
  type FakeApi,
  plainJson,
  proUserFixture,
  renderScreen,
  resetScreen,
  strategyFixture,
  stubApi,
  userFixture,
} from '../../../../test';
import {
  assetPackOf,
  settingsWithAssetPacks,
  simplePackOf,
} from '../../../../test/features/settings/test-packs';
import { initI18n } from '../../../lib/i18n';
import { loadTranslations } from '..';
import { PackEditorPage } from './pack-editor-page';

let api: FakeApi;
let settings: Settings;
let saveAnswer: () => unknown = () => null;

const open = (path: string) =>
  renderScreen(
    [
      {
        path: '/market/crypto/settings/assets/:packName',
        element: <PackEditorPage market="crypto" kind="assets" />,
      },
      {
        path: '/market/crypto/settings/periscope/:packName',
        element: <PackEditorPage market="crypto" kind="periscope" />,
      },
      {
        path: '/market/crypto/settings/dynamic/:packName',
        element: <PackEditorPage market="crypto" kind="dynamic" />,
      },
      {
        path: '/market/crypto/settings/alerts/:packName',
        element: <PackEditorPage market="crypto" kind="alerts" />,
      },
      { path: '/market/crypto/settings/:kind', element: <p>the list</p> },
    ],
    { path },
  );

beforeAll(async () => {
  await initI18n('en');
  await loadTranslations();
});
beforeEach(() => {
  resetScreen();
  saveAnswer = () => null;
  settings = settingsWithAssetPacks({ Majors: assetPackOf('Majors', ['btc'], 0) });
  settings.crypto.UserSimpleStrategyPacks = { Momentum: simplePackOf('Momentum', [1], 0) };
  api = stubApi({
    user: () =>
      proUserFixture({
        settings,
        limitations: {
          'asset-packs': 20,
          'simple-strategy-packs': 10,
          'advance-strategy-packs': 5,
          alerts: 5,
        },
      }),
    'crypto?source=binance-spot': () => [
      assetFixture({ base: 'btc', name: 'Bitcoin' }),
      assetFixture({ base: 'eth', name: 'Ethereum' }),
    ],
    'strategies.json': () =>
      plainJson([
        strategyFixture({ id: 1, name: 'RSI cross' }),
        strategyFixture({ id: 2, name: 'MACD cross' }),
      ]),
    'user/settings/edit': () => saveAnswer(),
  });
});
afterEach(() => vi.unstubAllGlobals());

const next = async () => fireEvent.click(await screen.findByRole('button', { name: 'Next' }));
const save = () => fireEvent.click(screen.getByRole('button', { name: 'Save' }));

describe('the asset pack editor (spec §2)', () => {
  it('names a new pack "My Pack N", refuses a taken name, then saves the picked assets and returns to the list', async () => {
    const { router } = open('/market/crypto/settings/assets/_');
    const name = await screen.findByLabelText('Pack name');
    expect((name as HTMLInputElement).value).toBe('My Pack 1');
    fireEvent.change(name, { target: { value: 'majors ' } });
    await next();
    expect(
      await screen.findByText('There is already another pack with this name. Please enter another name!'),
    ).toBeTruthy();
    fireEvent.change(name, { target: { value: 'Layer 1s' } });
    await next();
    fireEvent.click(await screen.findByRole('button', { name: 'ETH Ethereum' }));
    save();
    await waitFor(() => expect(api.saved()).toHaveLength(1));
    expect(api.saved()[0]?.crypto.UserAssetPacks['Layer 1s']).toMatchObject({ assets: ['eth'], position: 1 });
    await waitFor(() => expect(router.state.location.pathname).toBe('/market/crypto/settings/assets'));
  });

  it('shows the server’s key on its field when the save is refused', async () => {
    saveAnswer = () =>
      new Response(
        JSON.stringify({
          status: 'error',
          message: 'market.max-packs',
          errors: [{ field: 'crypto.UserAssetPacks', key: 'market.max-packs', params: { count: 20 } }],
        }),
        { status: 400 },
      );
    open('/market/crypto/settings/assets/Majors');
    await next();
    save();
    expect(
      await screen.findByText('You can add a maximum of 20 packs of this kind.', { selector: 'p' }),
    ).toBeTruthy();
  });

  it('says an unknown or system pack is not found', async () => {
    open('/market/crypto/settings/assets/Top%2010');
    expect(await screen.findByRole('heading', { name: 'This page is not found' })).toBeTruthy();
  });
});

describe('the simple strategy pack editor', () => {
  it('edits the strategies of a pack and keeps its place', async () => {
    open('/market/crypto/settings/periscope/Momentum');
    await next();
    fireEvent.click(await screen.findByRole('button', { name: /MACD cross/ }));
    save();
    await waitFor(() => expect(api.saved()).toHaveLength(1));
    expect(api.saved()[0]?.crypto.UserSimpleStrategyPacks.Momentum).toMatchObject({
      strategiesIds: [1, 2],
      position: 0,
    });
  });

  it('needs a strategy before it saves', async () => {
    open('/market/crypto/settings/periscope/_');
    await next();
    await screen.findByRole('button', { name: /RSI cross/ });
    save();
    expect(await screen.findByText('Please select a strategy.', { selector: 'p' })).toBeTruthy();
    expect(api.saved()).toHaveLength(0);
  });

  it('sends a user at the maximum back to the list', async () => {
    settings.crypto.UserSimpleStrategyPacks = {};
    api = stubApi({ user: () => userFixture({ settings }) });
    const { router } = open('/market/crypto/settings/periscope/_');
    await waitFor(() => expect(router.state.location.pathname).toBe('/market/crypto/settings/periscope'));
  });
});

describe('the advanced strategy pack editor', () => {
  const pick = async (row: string, option: string) => {
    fireEvent.click(await screen.findByRole('button', { name: row }));
    fireEvent.click(await screen.findByRole('option', { name: option }));
  };

  it('saves two rows joined by "and" and drops the trailing blank row', async () => {
    open('/market/crypto/settings/dynamic/_');
    await next();
    await pick('Strategy 1', 'RSI cross');
    await pick('Strategy 2', 'MACD cross');
    expect(await screen.findByRole('button', { name: 'Strategy 3' })).toBeTruthy();
    const [distanceTo] = screen.getAllByRole('spinbutton', { name: 'Distance (%) to' });
    fireEvent.change(distanceTo as HTMLElement, { target: { value: '250' } });
    save();
    await waitFor(() => expect(api.saved()).toHaveLength(1));
    const saved = api.saved()[0]?.crypto.UserAdvanceStrategyPacks['My Pack 1'];
    expect(saved).toMatchObject({
      type: 'advance',
      items: [{ strategyId: 1, relation: 'and' }, { strategyId: 2 }],
    });
    expect(saved ? saved.items.map((item) => item.distance.to) : []).toEqual([100, 100]);
  });

  it('needs a first strategy', async () => {
    open('/market/crypto/settings/dynamic/_');
    await next();
    await screen.findByRole('button', { name: 'Strategy 1' });
    save();
    expect(await screen.findByText('Please select a strategy.', { selector: 'p' })).toBeTruthy();
    expect(api.saved()).toHaveLength(0);
  });
});

describe('the alert editor in six steps', () => {
  it('walks name, exchanges, assets, quotes, strategies and send type, naming each empty step', async () => {
    const { router } = open('/market/crypto/settings/alerts/_');
    await next();
    expect(await screen.findByRole('button', { name: 'Binance Spot', pressed: true })).toBeTruthy();
    // Crypto has more than 10 exchanges: they can be searched (spec §9).
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search exchanges' }), {
      target: { value: 'bybit' },
    });
    expect(screen.queryByRole('button', { name: 'Binance Spot' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Bybit Spot' })).toBeTruthy();
    await next();
    await next();
    expect(await screen.findByText('Please select at least one asset.', { selector: 'p' })).toBeTruthy();
    fireEvent.click(screen.getByRole('radio', { name: 'All assets' }));
    await next();
    expect(await screen.findByRole('button', { name: 'USDT', pressed: true })).toBeTruthy();
    await next();
    fireEvent.click(await screen.findByRole('button', { name: 'Strategy 1' }));
    fireEvent.click(await screen.findByRole('option', { name: 'RSI cross' }));
    await next();
    expect(screen.getByRole('button', { name: /^E-mail/, pressed: true })).toBeTruthy();
    // The bot needs a verified phone: asking for it explains the requirements instead.
    fireEvent.click(screen.getByRole('button', { name: /^Bot/ }));
    expect(await screen.findByRole('dialog', { name: 'Alerts by the bot' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Send by the bot' }).hasAttribute('disabled')).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Not now' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Alerts by the bot' })).toBeNull());
    save();
    await waitFor(() => expect(api.saved()).toHaveLength(1));
    expect(api.saved()[0]?.crypto.Alerts['My Pack 1']).toMatchObject({
      sources: ['binance-spot'],
      bases: 'all',
      quotes: ['usdt'],
      items: [{ strategyId: 1, relation: 'and' }],
      sendTypes: ['email'],
      settingsName: 'Alerts',
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/market/crypto/settings/alerts'));
  });
});

describe('an alert on whole asset packs', () => {
  it('stores the chosen packs with their assets (spec §3 alert bases)', async () => {
    open('/market/crypto/settings/alerts/_');
    await next();
    await next();
    fireEvent.click(await screen.findByRole('radio', { name: 'From asset packs' }));
    fireEvent.click(await screen.findByRole('button', { name: /Asset packs/ }));
    fireEvent.click(await screen.findByRole('option', { name: 'Majors' }));
    await next();
    await next();
    fireEvent.click(await screen.findByRole('button', { name: 'Strategy 1' }));
    fireEvent.click(await screen.findByRole('option', { name: 'RSI cross' }));
    await next();
    save();
    await waitFor(() => expect(api.saved()).toHaveLength(1));
    expect(api.saved()[0]?.crypto.Alerts['My Pack 1']).toMatchObject({ bases: { Majors: ['btc'] } });
  });
});
