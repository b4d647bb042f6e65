import { describe, it } from 'vitest';
import { expected, expectSeriesClose, oracleInput, param, parseOracleFixture } from '../../test';
import raw from './fixtures/stoch-rsi.json?raw';
import { stochRsi } from './stoch-rsi';

const oracle = parseOracleFixture(raw);

describe(`stochRsi against ${oracle.source}`, () => {
  it.each(oracle.cases)(
    'matches on $input with $params.rsiPeriod/$params.stochPeriod/$params.smoothK/$params.smoothD',
    (c) => {
      const { close } = oracleInput(c.input);
      const result = stochRsi(
        close,
        param(c, 'rsiPeriod'),
        param(c, 'stochPeriod'),
        param(c, 'smoothK'),
        param(c, 'smoothD'),
      );
      expectSeriesClose(result.k, expected(c, 'k'), 1e-9);
      expectSeriesClose(result.d, expected(c, 'd'), 1e-9);
    },
  );
});
