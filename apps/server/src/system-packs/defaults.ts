import type { Market } from '@tradescope/domain';

/**
 * The system (Ata) asset packs a fresh database starts with: the assets the replay feed carries, grouped the way
 * traders scan them. Crypto packs follow market capitalisation; the others follow the usual market groupings.
 */
export const DEFAULT_SYSTEM_ASSET_PACKS: Record<Market, { name: string; assets: string[] }[]> = {
  crypto: [
    { name: 'Top 10', assets: ['btc', 'eth', 'bnb', 'sol', 'xrp', 'doge', 'ada', 'trx', 'avax', 'link'] },
    {
      name: 'Top 20',
      assets: [
        'btc',
        'eth',
        'bnb',
        'sol',
        'xrp',
        'doge',
        'ada',
        'trx',
        'avax',
        'link',
        'dot',
        'matic',
        'ltc',
        'bch',
        'near',
        'atom',
        'xlm',
        'etc',
        'xmr',
        'aave',
      ],
    },
    { name: 'DeFi', assets: ['aave', 'link', 'avax', 'near', 'ftm', 'algo'] },
  ],
  currencies: [
    { name: 'Majors', assets: ['eur', 'gbp', 'usd', 'aud', 'nzd'] },
    { name: 'Commodity currencies', assets: ['aud', 'nzd', 'usd'] },
  ],
  commodities: [
    { name: 'Metals', assets: ['xau', 'xag'] },
    { name: 'Energy', assets: ['wtico', 'bco', 'natgas'] },
  ],
  indices: [
    { name: 'United States', assets: ['spx500', 'nas100', 'nascomp', 'us30'] },
    { name: 'Europe and Asia', assets: ['de40', 'uk100', 'jp225'] },
  ],
  stock: [
    { name: 'Mega caps', assets: ['aapl', 'msft', 'nvda', 'amzn', 'googl', 'meta'] },
    { name: 'Semiconductors', assets: ['nvda', 'amd', 'intc', 'tsm'] },
  ],
};
