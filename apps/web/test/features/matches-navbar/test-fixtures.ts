import type { Match, Strategy } from '@tradescope/domain';
import { matchedAt, matchFixture, strategyFixture } from '../../index';

const NOW_S = Math.floor(Date.now() / 1000);

/** A match as POST crypto/matches answers it. */
export const matchOf = (index: number, side: 'buy' | 'sell', base = `c${index}`): Match =>
  matchFixture({
    id: `${side}-${index}`,
    base,
    strategyId: side === 'buy' ? 11 : 12,
    strategyName: 'Server name',
    ...matchedAt(NOW_S - 60 * (index + 1)),
    type: side,
  });

const strategyOf = (id: number, name: string, faName: string, position: Strategy['position']): Strategy =>
  strategyFixture({ id, name, fa_name: faName, position });

export const STRATEGIES = [
  strategyOf(11, 'RSI oversold exit', 'خروج از اشباع فروش RSI', 'buy'),
  strategyOf(12, 'MACD bearish cross', 'تقاطع نزولی MACD', 'sell'),
];
