import { defaultSettings } from '@tradescope/domain';
import { describe, expect, it } from 'vitest';
import { assetFixture } from '../../../../test';
import { assetPackOf, packFields } from '../../../../test/features/settings/test-packs';
import { assetOptionsOf, pickablePacksOf, searchAssets, withAssets } from './asset-options';

const pairs = [
  assetFixture({ base: 'btc', quote: 'usdt', name: 'Bitcoin' }),
  assetFixture({ base: 'btc', quote: 'busd', name: 'Bitcoin' }),
  assetFixture({ base: 'usdc', quote: 'usdt', name: 'USD Coin', isQuote: true }),
  assetFixture({ base: 'eth', quote: 'usdt', name: 'Ethereum' }),
];

describe('the asset picker’s options', () => {
  it('offers each base once, in the source’s order, without quote-type assets', () => {
    expect(assetOptionsOf(pairs).map((option) => option.base)).toEqual(['btc', 'eth']);
  });

  it('searches the lowercase base or the name', () => {
    const options = assetOptionsOf(pairs);
    expect(searchAssets(options, 'ETH').map((option) => option.base)).toEqual(['eth']);
    expect(searchAssets(options, 'bitc').map((option) => option.base)).toEqual(['btc']);
  });

  it('adds a pack’s assets the source offers, once, after the ones chosen', () => {
    expect(withAssets(['eth'], ['btc', 'eth', 'xrp'], new Set(['btc', 'eth']))).toEqual(['eth', 'btc']);
  });

  it('lists the packs to pick from, the edited one left out', () => {
    const settings = defaultSettings().crypto;
    settings.UserAssetPacks = { Mine: assetPackOf('Mine', ['btc']), Old: false };
    settings.AtaAssetPacks = {
      'Top 10': { ...packFields('Top 10', 'AtaAssetPacks', 0, false), assets: ['btc'] },
    };
    expect(pickablePacksOf(settings).map((pack) => pack.name)).toEqual(['Mine', 'Top 10']);
    expect(pickablePacksOf(settings, 'Mine').map((pack) => pack.name)).toEqual(['Top 10']);
  });
});
