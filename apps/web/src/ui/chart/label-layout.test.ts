import { describe, expect, it } from 'vitest';
import { layoutLabels } from './label-layout';
import type { ShapeMarker } from './match-shapes';

const times = Array.from({ length: 20 }, (_, k) => 1_790_000_000 + k * 1800);
const marker = (bar: number, text: string, position: ShapeMarker['position'] = 'belowBar'): ShapeMarker => ({
  id: `${bar}:${text}`,
  time: times[bar]!,
  position,
  shape: 'circle',
  color: 'red',
  text,
});

/** Each label's extent in bars on its side, as the layout estimates it (7 px a character, 4 px margin). */
const overlaps = (markers: readonly ShapeMarker[], spacing: number) => {
  const labelled = markers.filter((m) => m.text !== '');
  const spans = labelled.map((m) => {
    const bar = times.indexOf(m.time);
    const half = (m.text.length * 7 + 4) / spacing / 2;
    return { side: m.position, bar, from: bar - half, to: bar + half };
  });
  return spans.some((a, i) =>
    spans.some((b, j) => j > i && a.side === b.side && a.bar !== b.bar && a.from < b.to && b.from < a.to),
  );
};

describe('layoutLabels', () => {
  // An RTM base: leg-in, base and leg-out on three neighbouring bars, all below them (the chart before the fix).
  const rtm = [marker(5, 'legIn'), marker(6, 'base'), marker(7, 'legOut')];

  it('moves a label that would touch its neighbour to the free side, and empties one with no room left', () => {
    expect(overlaps(rtm, 12)).toBe(true);
    const laid = layoutLabels(rtm, times, 12);
    expect(overlaps(laid, 12)).toBe(false);
    expect(laid.map((m) => [m.position, m.text])).toEqual([
      ['belowBar', 'legIn'],
      ['aboveBar', 'base'],
      ['belowBar', ''],
    ]);
  });

  it('leaves labels alone when the bars are wide enough, and keeps several labels of one bar (the chart stacks them)', () => {
    expect(layoutLabels(rtm, times, 60)).toEqual(rtm);
    const stacked = [marker(3, 'base'), marker(3, 'legIn')];
    expect(layoutLabels(stacked, times, 6)).toEqual(stacked);
  });

  it('keeps markers without text, off the loaded bars or at a price as they are', () => {
    const asIs = [
      marker(5, ''),
      { ...marker(6, 'x'), time: 1 },
      { ...marker(6, 'o1', 'atPriceMiddle'), price: 1 },
    ];
    expect(layoutLabels(asIs, times, 6)).toEqual(asIs);
  });

  it('never leaves two labels overlapping on a side, whatever the markers and the zoom', () => {
    const texts = ['legIn', 'base', 'legOut', 'X', 'A', 'H', 'LL', 'zone'];
    for (let seed = 1; seed < 200; seed++) {
      let state = seed;
      const next = () => {
        state = (state * 16_807) % 2_147_483_647;
        return state;
      };
      const markers = Array.from({ length: 8 }, () =>
        marker(next() % 20, texts[next() % texts.length]!, next() % 2 === 0 ? 'aboveBar' : 'belowBar'),
      ).sort((a, b) => a.time - b.time);
      const spacing = 3 + (next() % 40);
      expect(overlaps(layoutLabels(markers, times, spacing), spacing)).toBe(false);
    }
  });
});
