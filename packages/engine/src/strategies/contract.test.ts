import { describeStrategyContract } from '../../test/strategy-contract';
import { strategyFixtures } from '../../test/strategy-fixtures';
import { STRATEGIES } from './registry';

/** The one contract over every strategy of the catalog, on real candles and random ones. */
describeStrategyContract(STRATEGIES, { fixtures: strategyFixtures(), randomRuns: 12 });
