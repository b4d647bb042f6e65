import { describe, expect, it } from 'vitest';
import { MARKETS } from './market';
import { MARKET_ITEM_KINDS, mobileNavOf, PROFILE_TABS, pagesOf } from './pages';
import {
  hidesMatchesNavbar,
  isFullScreenRoute,
  isRouteName,
  ROUTE_NAMES,
  ROUTE_REDIRECTS,
  ROUTES,
  routePath,
  SETTINGS_BACK_FALLBACK,
} from './routes';

describe('routes (spec §2)', () => {
  it('maps market pages to /market/{market}/{page}', () => {
    expect(ROUTES['market.crypto.assets']).toBe('/market/crypto/assets');
    expect(ROUTES['market.stock.radar']).toBe('/market/stock/radar');
    expect(ROUTES['market.commodities.chart']).toBe('/market/commodities/chart');
    expect(ROUTES['market.crypto.risk-quant']).toBe('/market/crypto/risk-quant');
  });

  it('gives every market the five matches pages and a chart, and only crypto pumps, jumps and risk-quant', () => {
    for (const market of MARKETS) {
      for (const page of ['assets', 'periscope', 'dynamic', 'alerts', 'radar', 'chart']) {
        expect(isRouteName(`market.${market}.${page}`)).toBe(true);
      }
      for (const page of ['pumps', 'jumps', 'risk-quant']) {
        expect(isRouteName(`market.${market}.${page}`)).toBe(market === 'crypto');
        expect(pagesOf(market).includes(page as 'pumps')).toBe(market === 'crypto');
      }
    }
  });

  it('puts settings lists at the section path and details at :packName', () => {
    expect(ROUTES['market.crypto.settings.periscope.list']).toBe('/market/crypto/settings/periscope');
    expect(ROUTES['market.indices.settings.alerts.pack']).toBe('/market/indices/settings/alerts/:packName');
    expect(ROUTES['market.stock.settings.assets.asset']).toBe('/market/stock/settings/assets/:packName');
    expect(routePath('market.crypto.settings.dynamic.pack', { packName: '_' })).toBe(
      '/market/crypto/settings/dynamic/_',
    );
  });

  it('has the profile children and the help routes', () => {
    expect(PROFILE_TABS).toEqual([
      'user',
      'freeze-account',
      'gifts',
      'purchase-history',
      'activity-sessions',
      'upload-video',
      'installment',
    ]);
    expect(ROUTES['profile.purchase-history']).toBe('/profile/purchase-history');
    expect(routePath('help.content', { parent: 'alerts' })).toBe('/help/alerts');
    expect(routePath('help.content', { parent: 'alerts', child: 'bot' })).toBe('/help/alerts/bot');
    expect(() => routePath('help.content')).toThrow(/parent/);
    expect(ROUTES['not-found']).toBe('/404');
    expect(ROUTES.offline).toBe('/offline.html');
  });

  it('encodes pack names with spaces', () => {
    expect(routePath('market.crypto.settings.assets.asset', { packName: 'My Pack 2' })).toBe(
      '/market/crypto/settings/assets/My%20Pack%202',
    );
  });

  it('redirects / and /market to crypto assets, a market to its assets, settings to the periscope list', () => {
    expect(ROUTE_REDIRECTS.home).toBe('market.crypto.assets');
    expect(ROUTE_REDIRECTS.market).toBe('market.crypto.assets');
    expect(ROUTE_REDIRECTS['market.stock']).toBe('market.stock.assets');
    expect(ROUTE_REDIRECTS['market.currencies.settings']).toBe('market.currencies.settings.periscope.list');
    for (const target of Object.values(ROUTE_REDIRECTS)) expect(isRouteName(target)).toBe(true);
    expect(SETTINGS_BACK_FALLBACK).toBe('market.crypto.settings.assets.list');
  });

  it('keeps paths unique except where a list sits at its section path', () => {
    const paths = ROUTE_NAMES.filter((name) => !name.endsWith('.list')).map((name) => ROUTES[name]);
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('shows charts full screen and hides the matches navbar on risk-quant', () => {
    expect(isFullScreenRoute('market.indices.chart')).toBe(true);
    expect(isFullScreenRoute('market.indices.radar')).toBe(false);
    expect(hidesMatchesNavbar('market.crypto.risk-quant')).toBe(true);
    expect(hidesMatchesNavbar('market.crypto.periscope')).toBe(false);
  });

  it('orders the mobile nav assets, periscope, then dynamic or pumps on crypto', () => {
    expect(mobileNavOf('crypto')).toEqual(['assets', 'periscope', 'pumps']);
    expect(mobileNavOf('currencies')).toEqual(['assets', 'periscope', 'dynamic']);
    expect(MARKET_ITEM_KINDS.indices).toBe('indice');
  });
});
