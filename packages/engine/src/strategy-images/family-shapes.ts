import { arrow, box, candle, dot, GREY, polygon, polyline } from './svg';

/**
 * Each family's picture on its bullish side (a sell mirrors it top to bottom): what the strategy looks for, drawn the
 * way its chart draws a match. `type` and `key` pick the variant (a break, a retest, a bounce...).
 */
export type Shape = (colour: string, type: string, key: string, sell: boolean) => string;

/** Families that draw their sell side themselves instead of being mirrored. */
export const SELF_MIRRORED: ReadonlySet<string> = new Set(['divergence']);

const classic: Shape = (c, type) => {
  if (type === 'reentry')
    return [
      polyline(
        [
          [4, 14],
          [40, 18],
          [80, 16],
          [116, 10],
        ],
        GREY,
        1.5,
        true,
      ),
      polyline(
        [
          [4, 50],
          [40, 54],
          [80, 52],
          [116, 46],
        ],
        GREY,
        1.5,
        true,
      ),
      polyline(
        [
          [4, 30],
          [30, 42],
          [52, 62],
          [70, 48],
          [92, 38],
          [116, 30],
        ],
        c,
      ),
      arrow(70, 50, c),
    ].join('');
  if (type === 'flip')
    return [
      polyline(
        [
          [4, 20],
          [36, 40],
          [58, 52],
          [80, 36],
          [116, 18],
        ],
        c,
      ),
      ...[
        [10, 12],
        [24, 22],
        [38, 30],
        [52, 40],
      ].map(([x, y]) => dot([x!, y!], GREY, 2)),
      ...[
        [72, 58],
        [86, 50],
        [100, 40],
        [114, 32],
      ].map(([x, y]) => dot([x!, y!], c, 2)),
    ].join('');
  if (type === 'spike')
    return [
      polyline(
        [
          [4, 30],
          [40, 34],
          [70, 32],
          [90, 22],
          [116, 16],
        ],
        c,
      ),
      ...[10, 24, 38, 52, 66].map((x) => box(x, 58, 8, 8, GREY, 0.5)),
      box(80, 40, 8, 26, c, 0.8),
      box(94, 56, 8, 10, GREY, 0.5),
    ].join('');
  if (type === 'breakout')
    return [
      polyline(
        [
          [4, 14],
          [60, 28],
          [84, 30],
        ],
        GREY,
        1.5,
        true,
      ),
      polyline(
        [
          [4, 58],
          [60, 42],
          [84, 40],
        ],
        GREY,
        1.5,
        true,
      ),
      polyline(
        [
          [4, 36],
          [24, 30],
          [44, 40],
          [64, 34],
          [84, 36],
          [100, 20],
          [116, 10],
        ],
        c,
      ),
      arrow(94, 26, c),
    ].join('');
  // A cross: price (or the fast line) crosses the slow line upwards.
  return [
    polyline(
      [
        [4, 24],
        [36, 36],
        [60, 42],
        [84, 38],
        [116, 30],
      ],
      GREY,
      2,
      true,
    ),
    polyline(
      [
        [4, 14],
        [30, 38],
        [54, 56],
        [72, 44],
        [92, 24],
        [116, 12],
      ],
      c,
    ),
    arrow(78, 44, c),
  ].join('');
};

/**
 * Price above, the oscillator below, their swings drawn apart. Each panel is mirrored on its own for a sell (the
 * whole picture mirrored would put the oscillator on top), so the family draws both sides itself.
 */
const divergence: Shape = (c, _type, _key, sell) => {
  const panel = (top: number, bottom: number, body: string) =>
    sell ? `<g transform="matrix(1 0 0 -1 0 ${top + bottom})">${body}</g>` : body;
  return [
    panel(
      4,
      40,
      polyline(
        [
          [4, 8],
          [24, 30],
          [40, 16],
          [70, 36],
          [90, 20],
          [116, 14],
        ],
        GREY,
        1.5,
      ) +
        polyline(
          [
            [24, 30],
            [70, 36],
          ],
          c,
          2,
          true,
        ),
    ),
    `<line x1="4" y1="44" x2="116" y2="44" stroke="${GREY}" stroke-width="0.75"/>`,
    panel(
      48,
      70,
      polyline(
        [
          [4, 50],
          [24, 68],
          [40, 56],
          [70, 62],
          [90, 54],
          [116, 50],
        ],
        GREY,
        1.5,
      ) +
        polyline(
          [
            [24, 68],
            [70, 62],
          ],
          c,
          2,
          true,
        ),
    ),
  ].join('');
};

const candlestick: Shape = (c) =>
  [
    candle(18, 14, 28, 10, 32, GREY),
    candle(36, 26, 42, 22, 46, GREY),
    candle(54, 40, 54, 36, 60, GREY),
    candle(72, 54, 58, 50, 64, GREY),
    candle(92, 60, 30, 26, 64, c),
    arrow(108, 30, c),
  ].join('');

/** Bullish points of each harmonic shape (y grows downwards); the 5-0 and Three Drives reach beyond X and A. */
const harmonicPoints = (key: string): [number, number][] => {
  if (key.includes('abcd'))
    return [
      [10, 60],
      [40, 12],
      [66, 40],
      [106, 62],
    ];
  if (key.includes('five-o'))
    return [
      [6, 44],
      [30, 26],
      [52, 60],
      [80, 8],
      [108, 34],
    ];
  if (key.includes('three-drives'))
    return [
      [6, 30],
      [30, 10],
      [54, 44],
      [80, 24],
      [108, 60],
    ];
  return [
    [6, 58],
    [30, 10],
    [54, 40],
    [80, 20],
    [110, 62],
  ];
};

const harmonic: Shape = (c, _type, key) => {
  const points = harmonicPoints(key);
  const triangles =
    points.length === 5
      ? polygon([points[0]!, points[1]!, points[2]!], c, 0.12) +
        polygon([points[2]!, points[3]!, points[4]!], c, 0.12)
      : '';
  // The PRZ box around D.
  const [, dy] = points[points.length - 1]!;
  return triangles + polyline(points, c) + box(96, Math.min(56, dy - 6), 22, 12, c, 0.3);
};

const trendline: Shape = (c, type, key) => {
  if (type === 'breakout' || type === 'retest') {
    const path: [number, number][] =
      type === 'retest'
        ? [
            [4, 30],
            [20, 22],
            [34, 40],
            [52, 32],
            [68, 46],
            [84, 22],
            [98, 34],
            [116, 12],
          ]
        : [
            [4, 30],
            [20, 22],
            [34, 40],
            [52, 32],
            [70, 48],
            [90, 22],
            [116, 10],
          ];
    const channel = key.includes('channel')
      ? polyline(
          [
            [4, 44],
            [116, 66],
          ],
          GREY,
          1.5,
          true,
        )
      : '';
    return (
      polyline(
        [
          [4, 16],
          [116, 46],
        ],
        GREY,
        1.5,
      ) +
      channel +
      polyline(path, c) +
      arrow(type === 'retest' ? 98 : 90, 28, c)
    );
  }
  return [
    polyline(
      [
        [4, 64],
        [116, 28],
      ],
      GREY,
      1.5,
    ),
    polyline(
      [
        [4, 40],
        [18, 60],
        [36, 34],
        [56, 52],
        [74, 24],
        [94, 40],
        [116, 12],
      ],
      c,
    ),
    ...[
      [18, 60],
      [56, 52],
      [94, 40],
    ].map(([x, y]) => dot([x!, y!], c, 3)),
  ].join('');
};

const fibonacci: Shape = (c, type) => {
  if (type === 'target')
    // A buy at the extension of a down leg: the move below the leg's low has met its target.
    return [
      polyline(
        [
          [6, 8],
          [30, 40],
        ],
        GREY,
        2,
      ),
      box(30, 56, 86, 10, c, 0.3),
      polyline(
        [
          [30, 40],
          [46, 30],
          [78, 62],
          [96, 48],
          [116, 40],
        ],
        c,
      ),
      arrow(78, 58, c),
    ].join('');
  const levels = [0.382, 0.5, 0.618, 0.786].map((r) => 10 + r * 52);
  const band = type === 'continuation' ? [levels[0]!, levels[1]!] : [levels[2]!, levels[3]!];
  return [
    ...levels.map((y) =>
      polyline(
        [
          [30, y],
          [116, y],
        ],
        GREY,
        1,
        true,
      ),
    ),
    box(30, band[0]!, 86, band[1]! - band[0]!, c, 0.3),
    polyline(
      [
        [6, 62],
        [30, 10],
      ],
      GREY,
      2,
    ),
    polyline(
      [
        [30, 10],
        [60, (band[0]! + band[1]!) / 2],
        [84, 18],
        [116, 8],
      ],
      c,
    ),
  ].join('');
};

const level: Shape = (c, type) => {
  const line = polyline(
    [
      [4, 36],
      [116, 36],
    ],
    GREY,
    1.5,
  );
  if (type === 'bounce')
    return [
      line,
      polyline(
        [
          [4, 14],
          [20, 36],
          [38, 18],
          [58, 36],
          [76, 20],
          [96, 36],
          [116, 10],
        ],
        c,
      ),
      ...[20, 58, 96].map((x) => dot([x, 36], c, 3)),
    ].join('');
  const path: [number, number][] =
    type === 'retest'
      ? [
          [4, 60],
          [20, 40],
          [36, 56],
          [54, 40],
          [70, 20],
          [88, 34],
          [116, 10],
        ]
      : [
          [4, 60],
          [20, 40],
          [36, 56],
          [54, 40],
          [70, 52],
          [92, 18],
          [116, 8],
        ];
  return line + polyline(path, c) + arrow(type === 'retest' ? 88 : 84, 28, c);
};

const jump: Shape = (c) =>
  polyline(
    [
      [4, 52],
      [40, 50],
      [70, 54],
      [80, 12],
      [92, 22],
      [116, 18],
    ],
    c,
  );

/** A fair value gap: the first candle's high below the third's low, the gap boxed (ICT). */
const ict: Shape = (c) =>
  [
    box(40, 26, 76, 14, c, 0.25),
    candle(30, 56, 44, 40, 62, GREY),
    candle(48, 44, 16, 12, 46, c),
    candle(66, 18, 22, 10, 26, GREY),
    polyline(
      [
        [66, 22],
        [88, 34],
        [116, 12],
      ],
      c,
      1.5,
    ),
  ].join('');

/** Quasimodo: a low, a high, a lower low, then a higher high breaking that high; the left shoulder's low is the zone. */
const qm: Shape = (c) =>
  [
    box(4, 44, 112, 8, c, 0.25),
    polyline(
      [
        [4, 30],
        [22, 48],
        [42, 20],
        [62, 64],
        [84, 12],
        [102, 46],
        [116, 30],
      ],
      c,
    ),
    arrow(102, 50, c),
  ].join('');

/** A base of small candles between a strong leg in and a strong leg out (read the market): the base is the zone. */
const rtm: Shape = (c) =>
  [
    box(34, 46, 30, 16, c, 0.25),
    candle(18, 20, 50, 16, 54, GREY),
    candle(40, 52, 56, 48, 60, GREY),
    candle(52, 56, 52, 48, 58, GREY),
    candle(74, 52, 18, 14, 54, c),
    polyline(
      [
        [74, 18],
        [96, 42],
        [116, 24],
      ],
      c,
      1.5,
    ),
  ].join('');

/** Zones of independent families overlapping; their intersection is the XMoon zone. */
const xmoon: Shape = (c) =>
  [
    box(24, 24, 70, 22, GREY, 0.12),
    box(46, 34, 70, 24, GREY, 0.12),
    box(46, 34, 48, 12, c, 0.5),
    polyline(
      [
        [4, 8],
        [30, 20],
        [50, 40],
        [70, 28],
        [90, 10],
      ],
      c,
    ),
    arrow(50, 44, c),
  ].join('');

/** A family not drawn yet: price reaching a zone and turning. */
export const fallback: Shape = (c) =>
  [
    box(30, 44, 86, 14, c, 0.25),
    polyline(
      [
        [4, 12],
        [40, 30],
        [64, 52],
        [90, 24],
        [116, 12],
      ],
      c,
    ),
    arrow(64, 54, c),
  ].join('');

export const FAMILY_SHAPES: Readonly<Record<string, Shape>> = {
  classic,
  divergence,
  candlestick,
  harmonic,
  trendline,
  fibonacci,
  'support-resistance': level,
  jump,
  ict,
  qm,
  rtm,
  xmoon,
};
