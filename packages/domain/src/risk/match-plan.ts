import { type PositionType, RISK_DEFAULTS } from '../markets';

/** What a match brings to the calculator (DESIGN §5 Match): its side, zone and, once the scanner fills them, levels. */
export interface MatchLevels {
  readonly positionType: PositionType;
  readonly zone: { readonly from: number; readonly to: number };
  /** A close beyond it voids the match: the stop loss. */
  readonly invalidation?: number;
  /** Where the reaction is expected to take price: the exit. */
  readonly target?: number;
}

/** Where each price of a plan came from, so the screen can say which the match gave. */
export interface MatchPlanOrigin {
  /** `price`: the live price was inside the zone; `zone`: the zone's near edge, where price meets it first. */
  readonly entry: 'price' | 'zone';
  /** `invalidation`: the match's own level; `zone`: the zone's far edge; `default`: 2 % from the entry. */
  readonly stop: 'invalidation' | 'zone' | 'default';
  /** `target`: the match's own level; `default`: 5 % from the entry. */
  readonly exit: 'target' | 'default';
}

export interface MatchPlan {
  readonly positionType: PositionType;
  readonly entryPrice: number;
  readonly stopLossPrice: number;
  readonly exitPrice: number;
  readonly origin: MatchPlanOrigin;
}

/**
 * The prices a match proposes (issue 18): entry at the live price when it is inside the zone, else at the zone's
 * edge price reaches first (the top of a buy zone, the bottom of a sell zone); stop at the invalidation level, or
 * the zone's far edge until the scanner gives one; exit at the target, or the spec's default 5 % (§9). A level on
 * the wrong side of the entry (a buy's stop above it, its target below) is not a plan, so the default replaces it.
 */
export const planFromMatch = (match: MatchLevels, livePrice: number | undefined): MatchPlan => {
  const long = match.positionType === 'long';
  const side = long ? 1 : -1;
  const low = Math.min(match.zone.from, match.zone.to);
  const high = Math.max(match.zone.from, match.zone.to);
  const nearEdge = long ? high : low;
  const farEdge = long ? low : high;
  const inside = livePrice !== undefined && livePrice >= low && livePrice <= high;
  const entryPrice = inside ? livePrice : nearEdge;
  /** Below the entry for a long, above it for a short. */
  const protects = (price: number | undefined): price is number =>
    price !== undefined && price > 0 && (price - entryPrice) * side < 0;
  /** Above the entry for a long, below it for a short. */
  const rewards = (price: number | undefined): price is number =>
    price !== undefined && price > 0 && (price - entryPrice) * side > 0;

  const stop = protects(match.invalidation)
    ? { price: match.invalidation, origin: 'invalidation' as const }
    : protects(farEdge)
      ? { price: farEdge, origin: 'zone' as const }
      : {
          price: entryPrice * (1 - (side * RISK_DEFAULTS.stopPercentFromPrice) / 100),
          origin: 'default' as const,
        };
  const exit = rewards(match.target)
    ? { price: match.target, origin: 'target' as const }
    : {
        price: entryPrice * (1 + (side * RISK_DEFAULTS.exitPercentFromPrice) / 100),
        origin: 'default' as const,
      };
  return {
    positionType: match.positionType,
    entryPrice,
    stopLossPrice: stop.price,
    exitPrice: exit.price,
    origin: { entry: inside ? 'price' : 'zone', stop: stop.origin, exit: exit.origin },
  };
};
