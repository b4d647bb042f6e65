import { describe, expect, it } from 'vitest';
import { CANDLESTICK_PATTERNS } from '../candlesticks';
import { minCapOf, RETIRED_STRATEGY_IDS, STRATEGY_ID_RANGES } from '../catalog';
import { CLASSIC_PACK_STRATEGY_IDS, catalog, strategyById } from './registry';

/**
 * Every id ever published, with the strategy it names. Append new lines; never edit or delete one:
 * matches, packs and alerts in the field store these ids (a withdrawn id moves to RETIRED_STRATEGY_IDS).
 */
const PUBLISHED = `
1001 classic.rsi-oversold-exit
1002 classic.rsi-overbought-exit
1003 classic.rsi-50-cross-up
1004 classic.rsi-50-cross-down
1041 classic.stochastic-oversold-cross
1042 classic.stochastic-overbought-cross
1043 classic.stoch-rsi-oversold-cross
1044 classic.stoch-rsi-overbought-cross
1045 classic.cci-above-100
1046 classic.cci-below-minus-100
1047 classic.williams-r-oversold-exit
1048 classic.williams-r-overbought-exit
1049 classic.mfi-oversold-exit
1050 classic.mfi-overbought-exit
1011 classic.macd-signal-cross-up
1012 classic.macd-signal-cross-down
1013 classic.macd-zero-cross-up
1014 classic.macd-zero-cross-down
1021 classic.ma-golden-cross
1022 classic.ma-death-cross
1023 classic.ema-cross-up
1024 classic.ema-cross-down
1025 classic.price-cross-ma50-up
1026 classic.price-cross-ma50-down
1027 classic.price-cross-ma200-up
1028 classic.price-cross-ma200-down
1031 classic.bollinger-lower-reentry
1032 classic.bollinger-upper-reentry
1033 classic.bollinger-squeeze-breakout-up
1034 classic.bollinger-squeeze-breakout-down
1081 classic.volume-spike-bullish
1082 classic.volume-spike-bearish
1061 classic.adx-bullish-trend-start
1062 classic.adx-bearish-trend-start
1063 classic.psar-bullish-flip
1064 classic.psar-bearish-flip
1065 classic.supertrend-bullish-flip
1066 classic.supertrend-bearish-flip
1071 classic.ichimoku-tk-bullish-cross
1072 classic.ichimoku-tk-bearish-cross
1073 classic.ichimoku-cloud-breakout-up
1074 classic.ichimoku-cloud-breakout-down
2001 divergence.rsi.regular.bullish
2002 divergence.rsi.regular.bearish
2003 divergence.rsi.hidden.bullish
2004 divergence.rsi.hidden.bearish
2011 divergence.macd-histogram.regular.bullish
2012 divergence.macd-histogram.regular.bearish
2013 divergence.macd-histogram.hidden.bullish
2014 divergence.macd-histogram.hidden.bearish
2021 divergence.stochastic.regular.bullish
2022 divergence.stochastic.regular.bearish
2023 divergence.stochastic.hidden.bullish
2024 divergence.stochastic.hidden.bearish
2031 divergence.cci.regular.bullish
2032 divergence.cci.regular.bearish
2033 divergence.cci.hidden.bullish
2034 divergence.cci.hidden.bearish
2041 divergence.mfi.regular.bullish
2042 divergence.mfi.regular.bearish
2043 divergence.mfi.hidden.bullish
2044 divergence.mfi.hidden.bearish
2051 divergence.obv.regular.bullish
2052 divergence.obv.regular.bearish
2053 divergence.obv.hidden.bullish
2054 divergence.obv.hidden.bearish
3001 candlestick.twoCrows.sell
3002 candlestick.threeBlackCrows.sell
3003 candlestick.threeInside.buy
3004 candlestick.threeInside.sell
3005 candlestick.threeLineStrike.buy
3006 candlestick.threeLineStrike.sell
3007 candlestick.threeOutside.buy
3008 candlestick.threeOutside.sell
3009 candlestick.threeStarsInSouth.buy
3010 candlestick.threeWhiteSoldiers.buy
3011 candlestick.abandonedBaby.buy
3012 candlestick.abandonedBaby.sell
3013 candlestick.advanceBlock.sell
3014 candlestick.beltHold.buy
3015 candlestick.beltHold.sell
3016 candlestick.breakaway.buy
3017 candlestick.breakaway.sell
3018 candlestick.closingMarubozu.buy
3019 candlestick.closingMarubozu.sell
3020 candlestick.concealingBabySwallow.buy
3021 candlestick.counterattack.buy
3022 candlestick.counterattack.sell
3023 candlestick.darkCloudCover.sell
3024 candlestick.doji.buy
3025 candlestick.doji.sell
3026 candlestick.dojiStar.buy
3027 candlestick.dojiStar.sell
3028 candlestick.dragonflyDoji.buy
3029 candlestick.engulfing.buy
3030 candlestick.engulfing.sell
3031 candlestick.eveningDojiStar.sell
3032 candlestick.eveningStar.sell
3033 candlestick.gapSideBySideWhite.buy
3034 candlestick.gapSideBySideWhite.sell
3035 candlestick.gravestoneDoji.sell
3036 candlestick.hammer.buy
3037 candlestick.hangingMan.sell
3038 candlestick.harami.buy
3039 candlestick.harami.sell
3040 candlestick.haramiCross.buy
3041 candlestick.haramiCross.sell
3042 candlestick.highWave.buy
3043 candlestick.highWave.sell
3044 candlestick.hikkake.buy
3045 candlestick.hikkake.sell
3046 candlestick.hikkakeModified.buy
3047 candlestick.hikkakeModified.sell
3048 candlestick.homingPigeon.buy
3049 candlestick.identicalThreeCrows.sell
3050 candlestick.inNeck.sell
3051 candlestick.invertedHammer.buy
3052 candlestick.kicking.buy
3053 candlestick.kicking.sell
3054 candlestick.kickingByLength.buy
3055 candlestick.kickingByLength.sell
3056 candlestick.ladderBottom.buy
3057 candlestick.longLeggedDoji.buy
3058 candlestick.longLeggedDoji.sell
3059 candlestick.longLine.buy
3060 candlestick.longLine.sell
3061 candlestick.marubozu.buy
3062 candlestick.marubozu.sell
3063 candlestick.matchingLow.buy
3064 candlestick.matHold.buy
3065 candlestick.morningDojiStar.buy
3066 candlestick.morningStar.buy
3067 candlestick.onNeck.sell
3068 candlestick.piercing.buy
3069 candlestick.rickshawMan.buy
3070 candlestick.rickshawMan.sell
3071 candlestick.risingFallingThreeMethods.buy
3072 candlestick.risingFallingThreeMethods.sell
3073 candlestick.separatingLines.buy
3074 candlestick.separatingLines.sell
3075 candlestick.shootingStar.sell
3076 candlestick.shortLine.buy
3077 candlestick.shortLine.sell
3078 candlestick.spinningTop.buy
3079 candlestick.spinningTop.sell
3080 candlestick.stalledPattern.sell
3081 candlestick.stickSandwich.buy
3082 candlestick.takuri.buy
3083 candlestick.tasukiGap.buy
3084 candlestick.tasukiGap.sell
3085 candlestick.thrusting.sell
3086 candlestick.tristar.buy
3087 candlestick.tristar.sell
3088 candlestick.uniqueThreeRiver.buy
3089 candlestick.upsideGapTwoCrows.sell
3090 candlestick.upsideDownsideGapThreeMethods.buy
3091 candlestick.upsideDownsideGapThreeMethods.sell
9001 jump.price-jump
4001 harmonic.abcd-bullish
4002 harmonic.abcd-bearish
4003 harmonic.gartley-bullish
4004 harmonic.gartley-bearish
4005 harmonic.bat-bullish
4006 harmonic.bat-bearish
4007 harmonic.alt-bat-bullish
4008 harmonic.alt-bat-bearish
4009 harmonic.butterfly-bullish
4010 harmonic.butterfly-bearish
4011 harmonic.crab-bullish
4012 harmonic.crab-bearish
4013 harmonic.deep-crab-bullish
4014 harmonic.deep-crab-bearish
4015 harmonic.cypher-bullish
4016 harmonic.cypher-bearish
4017 harmonic.shark-bullish
4018 harmonic.shark-bearish
4019 harmonic.five-o-bullish
4020 harmonic.five-o-bearish
4021 harmonic.three-drives-bullish
4022 harmonic.three-drives-bearish
5001 trendline.break-bullish
5002 trendline.break-bearish
5011 trendline.retest-bullish
5012 trendline.retest-bearish
5021 trendline.bounce-bullish
5022 trendline.bounce-bearish
5031 trendline.channel-break-bullish
5032 trendline.channel-break-bearish
6001 fibonacci.golden-pocket-bullish
6002 fibonacci.golden-pocket-bearish
6003 fibonacci.retracement-786-bullish
6004 fibonacci.retracement-786-bearish
6005 fibonacci.continuation-382-500-bullish
6006 fibonacci.continuation-382-500-bearish
6007 fibonacci.extension-target-bullish
6008 fibonacci.extension-target-bearish
7001 support-resistance.breakout-bullish
7002 support-resistance.breakout-bearish
7011 support-resistance.role-flip-bullish
7012 support-resistance.role-flip-bearish
7021 support-resistance.bounce-bullish
7022 support-resistance.bounce-bearish
8001 ict.bos-bullish
8002 ict.bos-bearish
8011 ict.choch-bullish
8012 ict.choch-bearish
8021 ict.fvg-return-bullish
8022 ict.fvg-return-bearish
8031 ict.order-block-return-bullish
8032 ict.order-block-return-bearish
8041 ict.sweep-choch-bullish
8042 ict.sweep-choch-bearish
8051 ict.ote-bullish
8052 ict.ote-bearish
8061 ict.breaker-retest-bullish
8062 ict.breaker-retest-bearish
10001 qm.pattern-bullish
10002 qm.pattern-bearish
10011 qm.over-under-bullish
10012 qm.over-under-bearish
10021 qm.retest-bullish
10022 qm.retest-bearish
11001 rtm.drop-base-rally
11002 rtm.rally-base-drop
11003 rtm.rally-base-rally
11004 rtm.drop-base-drop
11011 rtm.flag-limit-bullish
11012 rtm.flag-limit-bearish
11021 rtm.compression-bullish
11022 rtm.compression-bearish
11031 rtm.engulf-bullish
11032 rtm.engulf-bearish
12001 xmoon.confluence-bullish
12002 xmoon.confluence-bearish
12011 xmoon.htf-confluence-bullish
12012 xmoon.htf-confluence-bearish
`;

const PERSIAN = /[\u0600-\u06FF]/;

describe('strategy catalog', () => {
  it('keeps every published id bound to the same strategy', () => {
    const published = PUBLISHED.trim()
      .split('\n')
      .map((line) => line.split(' ') as [string, string]);
    for (const [id, key] of published) expect([id, strategyById.get(Number(id))?.key]).toEqual([id, key]);
    expect(catalog.length).toBe(published.length);
  });

  it('gives each strategy a unique id inside its family block, never a retired one', () => {
    expect(new Set(catalog.map((s) => s.id)).size).toBe(catalog.length);
    expect(new Set(catalog.map((s) => s.key)).size).toBe(catalog.length);
    for (const s of catalog) {
      const range = STRATEGY_ID_RANGES[s.group];
      expect([s.key, s.id >= range.from && s.id <= range.to]).toEqual([s.key, true]);
      expect(RETIRED_STRATEGY_IDS).not.toContain(s.id);
    }
    const blocks = Object.values(STRATEGY_ID_RANGES).sort((a, b) => a.from - b.from);
    for (let k = 1; k < blocks.length; k++) expect(blocks[k]!.from).toBeGreaterThan(blocks[k - 1]!.to);
  });

  it('holds 42 classic, 24 divergence, 91 candlestick strategies and the jump', () => {
    const count = (group: string) => catalog.filter((s) => s.group === group).length;
    expect([count('classic'), count('divergence'), count('candlestick'), count('jump')]).toEqual([
      42, 24, 91, 1,
    ]);
  });

  it('builds one candlestick strategy per pattern and side traded', () => {
    for (const pattern of CANDLESTICK_PATTERNS) {
      const sides = catalog
        .filter((s) => s.group === 'candlestick' && s.key.split('.')[1] === pattern.name)
        .map((s) => s.position);
      const expected = {
        bullish: ['buy'],
        bearish: ['sell'],
        both: ['buy', 'sell'],
        neutral: ['buy', 'sell'],
      };
      expect([pattern.name, sides]).toEqual([pattern.name, expected[pattern.direction]]);
    }
  });

  it('is plain JSON: serialising and parsing gives the same list back', () => {
    expect(JSON.parse(JSON.stringify(catalog))).toEqual(catalog);
  });

  it('names and describes every strategy in English and in Persian', () => {
    for (const s of catalog) {
      expect([s.key, PERSIAN.test(s.fa_name), PERSIAN.test(s.descriptions.fa)]).toEqual([s.key, true, true]);
      expect([s.key, PERSIAN.test(s.name), PERSIAN.test(s.descriptions.en)]).toEqual([s.key, false, false]);
      expect(s.name.length).toBeGreaterThan(3);
      expect(s.descriptions.en.length).toBeGreaterThan(20);
    }
    expect(new Set(catalog.map((s) => s.name)).size).toBe(catalog.length);
    expect(new Set(catalog.map((s) => s.fa_name)).size).toBe(catalog.length);
  });

  it('stays within the sizes the domain schema accepts', () => {
    for (const s of catalog) {
      expect(s.name.length).toBeLessThanOrEqual(128);
      expect(s.fa_name.length).toBeLessThanOrEqual(128);
      expect(s.descriptions.en.length + s.descriptions.fa.length).toBeLessThanOrEqual(4000);
      expect(s.tags.length).toBeLessThanOrEqual(20);
      for (const tag of s.tags) expect(tag.class.length).toBeGreaterThan(0);
      expect(s.validity).toBeGreaterThan(0);
    }
  });

  it('holds 11 harmonic patterns (with the 5-0 and Three Drives), each bullish and bearish, all opened by pro', () => {
    const harmonics = catalog.filter((s) => s.group === 'harmonic');
    expect(harmonics.length).toBe(22);
    expect(harmonics.every((s) => s.minCap === 'pro' && s.has_pivot_type)).toBe(true);
    expect(harmonics.filter((s) => s.position === 'buy').map((s) => s.key.replace('-bullish', ''))).toEqual(
      harmonics.filter((s) => s.position === 'sell').map((s) => s.key.replace('-bearish', '')),
    );
  });

  it('holds 4 Fibonacci rules, each bullish and bearish, all opened by pro', () => {
    const fibs = catalog.filter((s) => s.group === 'fibonacci');
    expect(fibs.map((s) => s.key.replace(/-bullish|-bearish/, ''))).toEqual(
      ['golden-pocket', 'retracement-786', 'continuation-382-500', 'extension-target'].flatMap((n) => [
        `fibonacci.${n}`,
        `fibonacci.${n}`,
      ]),
    );
    expect(fibs.every((s) => s.minCap === 'pro' && s.has_pivot_type)).toBe(true);
  });

  it('frees a handful of classic strategies, and the classic pack is exactly those', () => {
    const free = catalog.filter((s) => s.access === 'free');
    // Spec §6: RSI extremes, MACD signal crosses, the 50/200 and 9/21 average crosses, price across MA 200.
    expect(free.map((s) => s.key)).toEqual([
      'classic.rsi-oversold-exit',
      'classic.rsi-overbought-exit',
      'classic.macd-signal-cross-up',
      'classic.macd-signal-cross-down',
      'classic.ma-golden-cross',
      'classic.ma-death-cross',
      'classic.ema-cross-up',
      'classic.ema-cross-down',
      'classic.price-cross-ma200-up',
      'classic.price-cross-ma200-down',
    ]);
    expect(free.every((s) => s.group === 'classic' && s.minCap === null)).toBe(true);
    expect(CLASSIC_PACK_STRATEGY_IDS).toEqual(free.map((s) => s.id));
    expect(CLASSIC_PACK_STRATEGY_IDS.length).toBeLessThanOrEqual(15);
    const positions = free.map((s) => s.position);
    expect(positions.filter((p) => p === 'buy').length).toBe(positions.filter((p) => p === 'sell').length);
  });

  it('locks the rest behind tiers and names the lowest tier as minCap', () => {
    for (const s of catalog.filter((s) => s.access !== 'free')) {
      expect(Array.isArray(s.access)).toBe(true);
      expect(s.minCap).toBe(minCapOf(s.access));
    }
    expect(minCapOf(['pro', 'hero'])).toBe('pro');
    expect(minCapOf(['ict', 'pro', 'hero'])).toBe('ict');
    expect(minCapOf('free')).toBeNull();
  });

  it('lists the jump strategy in group jump, which the access rules hide', () => {
    const jump = catalog.find((s) => s.group === 'jump')!;
    expect(jump).toMatchObject({ id: 9001, position: 'neutral', has_distance: false });
  });

  it('draws buys with an up arrow, sells with a down arrow, divergences and lines with lines', () => {
    const lineShapes: Readonly<Record<string, string>> = {
      divergence: 'trend_line',
      trendline: 'trend_line',
      'support-resistance': 'horizontal_line',
    };
    const ictShape = (key: string) => (/fvg|block|breaker/.test(key) ? 'rectangle' : 'horizontal_ray');
    for (const s of catalog.filter((s) => s.tradingview !== null)) {
      const shape = s.tradingview!.shape;
      if (s.group in lineShapes) expect([s.key, shape]).toEqual([s.key, lineShapes[s.group]]);
      else if (s.group === 'harmonic') expect(shape).toMatch(/^(xabcd|abcd|cypher|3divers)_pattern$/);
      else if (s.group === 'fibonacci') expect(shape).toMatch(/^fib_(retracement|trend_ext)$/);
      else if (s.group === 'ict') expect([s.key, shape]).toEqual([s.key, ictShape(s.key)]);
      else expect([s.key, shape]).toEqual([s.key, s.position === 'buy' ? 'arrow_up' : 'arrow_down']);
      expect(s.chartPoints.length).toBeGreaterThan(0);
    }
  });
  it('holds the trendline and support / resistance signals, each bullish (buy) and bearish (sell)', () => {
    const keysOf = (group: string) =>
      catalog.filter((s) => s.group === group).map((s) => `${s.key.split('.')[1]} ${s.position}`);
    expect(keysOf('trendline')).toEqual(
      ['break', 'retest', 'bounce', 'channel-break'].flatMap((k) => [
        `${k}-bullish buy`,
        `${k}-bearish sell`,
      ]),
    );
    expect(keysOf('support-resistance')).toEqual(
      ['breakout', 'role-flip', 'bounce'].flatMap((k) => [`${k}-bullish buy`, `${k}-bearish sell`]),
    );
  });

  it('holds 7 ICT rules, each bullish (buy) and bearish (sell), opened by the ict tier and up', () => {
    const icts = catalog.filter((s) => s.group === 'ict');
    expect(icts.map((s) => `${s.key} ${s.position}`)).toEqual(
      ['bos', 'choch', 'fvg-return', 'order-block-return', 'sweep-choch', 'ote', 'breaker-retest'].flatMap(
        (k) => [`ict.${k}-bullish buy`, `ict.${k}-bearish sell`],
      ),
    );
    expect(icts.every((s) => s.minCap === 'ict' && s.has_pivot_type)).toBe(true);
    expect(catalog.find((s) => s.key === 'ict.fvg-return-bullish')!.chartPoints).toEqual(
      expect.arrayContaining(['c1', 'c3']),
    );
  });
});
