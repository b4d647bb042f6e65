import type { SourceName } from '@tradescope/domain';
import type { Instrument } from '../feed';
import { CcxtConnector } from './ccxt/ccxt-connector';
import { isCcxtSource } from './ccxt/ccxt-sources';
import type { Connector } from './connector';
import { LiteFinanceConnector } from './lite-finance/lite-finance-connector';
import { type LiveFeedOptions, timeframesOf } from './live-options';
import { OandaConnector } from './oanda/oanda-connector';
import type { FeedContext } from './series/feed-context';

const bySource = (instruments: readonly Instrument[]): Map<SourceName, Instrument[]> => {
  const groups = new Map<SourceName, Instrument[]>();
  for (const instrument of instruments) {
    groups.set(instrument.source, [...(groups.get(instrument.source) ?? []), instrument]);
  }
  return groups;
};

/** One connector per source present in the catalog: ccxt for the exchanges, OANDA, and LiteFinance if enabled. */
export const buildConnectors = (ctx: FeedContext, options: LiveFeedOptions): Map<SourceName, Connector> => {
  const connectors = new Map<SourceName, Connector>();
  for (const [source, instruments] of bySource(options.instruments)) {
    const timeframes = timeframesOf(options, source);
    if (isCcxtSource(source)) {
      const overrides = options.ccxt?.[source];
      connectors.set(source, new CcxtConnector({ ctx, source, instruments, timeframes, overrides }));
    } else if (source === 'oanda') {
      const oanda = options.oanda;
      if (oanda?.token === undefined) {
        ctx.log.warn(
          { instruments: instruments.length },
          'OANDA_TOKEN is not set: oanda instruments have no data',
        );
        continue;
      }
      const { token } = oanda;
      connectors.set(
        source,
        new OandaConnector({ ctx, instruments, timeframes, options: { ...oanda, token } }),
      );
    } else if (source === 'lite-finance') {
      if (options.liteFinance?.enabled !== true) continue;
      connectors.set(
        source,
        new LiteFinanceConnector({ ctx, instruments, timeframes, options: options.liteFinance }),
      );
    } else {
      ctx.log.warn({ source }, 'no live connector serves this source');
    }
  }
  return connectors;
};
