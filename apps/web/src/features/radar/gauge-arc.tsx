import { clsx } from 'clsx';
import { GAUGE_SEGMENTS, type GaugeReading, type GaugeSegment } from './gauge';
import type { RadarPosition } from './radar-filters';

// The drawing's frame: a half circle standing on its centre, with room for the needle's hub below.
const CX = 120;
const CY = 116;
const RADIUS = 96;
const STROKE = 20;
const GAP_DEGREES = 2.5;

const SEGMENT_COLOUR: Record<GaugeSegment, string> = {
  'strong-sell': 'stroke-sell',
  sell: 'stroke-sell/55',
  neutral: 'stroke-ink-faint/45',
  buy: 'stroke-buy/55',
  'strong-buy': 'stroke-buy',
};

const SIDE_OF: Record<GaugeSegment, RadarPosition | null> = {
  'strong-sell': 'sell',
  sell: 'sell',
  neutral: null,
  buy: 'buy',
  'strong-buy': 'buy',
};

/** A point on the arc: 180° is the sell end (left), 0° the buy end (right), 90° the top. */
const pointAt = (degrees: number, radius = RADIUS) => {
  const radians = (degrees * Math.PI) / 180;
  return { x: CX + radius * Math.cos(radians), y: CY - radius * Math.sin(radians) };
};

const arcPath = (fromDegrees: number, toDegrees: number): string => {
  const from = pointAt(fromDegrees);
  const to = pointAt(toDegrees);
  return `M ${from.x.toFixed(2)} ${from.y.toFixed(2)} A ${RADIUS} ${RADIUS} 0 0 1 ${to.x.toFixed(2)} ${to.y.toFixed(2)}`;
};

const SPAN = 180 / GAUGE_SEGMENTS.length;

/** The gauge's drawing: five zones, the needle pointing at the balance, ticks at the zone borders. */
export const GaugeArc = ({
  reading,
  position,
  muted,
}: {
  reading: GaugeReading;
  position: RadarPosition | null;
  muted: boolean;
}) => (
  <svg viewBox="0 0 240 132" className="block h-auto w-full" aria-hidden="true" data-testid="radar-gauge">
    {GAUGE_SEGMENTS.map((segment, index) => {
      const start = 180 - index * SPAN - (index === 0 ? 0 : GAP_DEGREES / 2);
      const end = 180 - (index + 1) * SPAN + (index === GAUGE_SEGMENTS.length - 1 ? 0 : GAP_DEGREES / 2);
      const current = !muted && segment === reading.segment;
      const dimmed = muted || (position !== null && SIDE_OF[segment] !== position);
      return (
        <path
          key={segment}
          d={arcPath(start, end)}
          fill="none"
          strokeWidth={current ? STROKE + 4 : STROKE}
          data-segment={segment}
          data-current={current || undefined}
          className={clsx(
            'transition-[opacity,stroke-width] duration-300',
            muted ? 'stroke-line-strong' : SEGMENT_COLOUR[segment],
            dimmed && !muted && 'opacity-30',
          )}
        />
      );
    })}
    {[1, 2, 3, 4].map((border) => {
      const inner = pointAt(180 - border * SPAN, RADIUS - STROKE / 2 - 6);
      const outer = pointAt(180 - border * SPAN, RADIUS - STROKE / 2 - 11);
      return (
        <line
          key={border}
          x1={inner.x}
          y1={inner.y}
          x2={outer.x}
          y2={outer.y}
          className="stroke-line-strong"
          strokeWidth={1.5}
          strokeLinecap="round"
        />
      );
    })}
    <g
      className="transition-transform duration-700 ease-out motion-reduce:transition-none"
      style={{
        transformOrigin: `${CX}px ${CY}px`,
        transformBox: 'view-box',
        transform: `rotate(${reading.needleDegrees}deg)`,
      }}
    >
      <path
        d={`M ${CX - 5} ${CY} L ${CX} ${CY - RADIUS + STROKE / 2 + 10} L ${CX + 5} ${CY} Z`}
        className={muted ? 'fill-line-strong' : 'fill-ink'}
      />
    </g>
    <circle cx={CX} cy={CY} r={9} className={muted ? 'fill-line-strong' : 'fill-ink'} />
    <circle cx={CX} cy={CY} r={3.5} className="fill-surface-raised" />
  </svg>
);
