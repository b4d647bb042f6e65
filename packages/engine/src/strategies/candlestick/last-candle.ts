/**
 * The colour TA-Lib's definition demands of a pattern's last candle, per side traded, where it
 * demands one: 1 white (close ≥ open, TA_CANDLECOLOR), −1 black. Read from candlesticks/patterns/*.ts
 * (e.g. engulfing: the engulfing candle is white for +100) and checked against every firing of the
 * detectors in last-candle.test.ts. A candle of the other colour cannot complete the pattern, so the
 * detector is not run: the scan skips about a third of its TA-Lib calls.
 */
export const LAST_CANDLE_COLOUR: Readonly<Record<string, { readonly buy?: 1 | -1; readonly sell?: 1 | -1 }>> =
  {
    abandonedBaby: { buy: 1, sell: -1 },
    advanceBlock: { sell: 1 },
    beltHold: { buy: 1, sell: -1 },
    breakaway: { buy: 1, sell: -1 },
    closingMarubozu: { buy: 1, sell: -1 },
    concealingBabySwallow: { buy: -1 },
    counterattack: { buy: 1, sell: -1 },
    darkCloudCover: { sell: -1 },
    engulfing: { buy: 1, sell: -1 },
    eveningDojiStar: { sell: -1 },
    eveningStar: { sell: -1 },
    gapSideBySideWhite: { buy: 1, sell: 1 },
    homingPigeon: { buy: -1 },
    identicalThreeCrows: { sell: -1 },
    inNeck: { sell: 1 },
    kicking: { buy: 1, sell: -1 },
    ladderBottom: { buy: 1 },
    longLine: { buy: 1, sell: -1 },
    marubozu: { buy: 1, sell: -1 },
    matchingLow: { buy: -1 },
    matHold: { buy: 1 },
    morningDojiStar: { buy: 1 },
    morningStar: { buy: 1 },
    onNeck: { sell: 1 },
    piercing: { buy: 1 },
    risingFallingThreeMethods: { buy: 1, sell: -1 },
    separatingLines: { buy: 1, sell: -1 },
    stalledPattern: { sell: 1 },
    stickSandwich: { buy: -1 },
    tasukiGap: { buy: -1, sell: 1 },
    threeBlackCrows: { sell: -1 },
    threeInside: { buy: 1, sell: -1 },
    threeLineStrike: { buy: -1, sell: 1 },
    threeStarsInSouth: { buy: -1 },
    threeWhiteSoldiers: { buy: 1 },
    thrusting: { sell: 1 },
    twoCrows: { sell: -1 },
    uniqueThreeRiver: { buy: 1 },
    upsideDownsideGapThreeMethods: { buy: -1, sell: 1 },
    upsideGapTwoCrows: { sell: -1 },
  };

/** TA_CANDLECOLOR: a candle closing at its open counts as white. */
export const colourOf = (open: number, close: number): 1 | -1 => (close >= open ? 1 : -1);
