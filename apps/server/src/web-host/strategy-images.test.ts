import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { catalog, strategyImagePath, strategyImageSvg } from '@tradescope/engine';
import { describe, expect, it } from 'vitest';

/**
 * The strategy pictures are static files of the web app (apps/web/public/strategy-images, copied into its build and
 * served from there), drawn by the engine from each strategy's family, type and side. A strategy added to the catalog
 * needs its file: `npm run strategy-images -w @tradescope/server` writes them all again.
 */
const folder = new URL('../../../web/public', import.meta.url);
const fileOf = (image: string) => new URL(`.${image}`, `${folder.href}/`);
const writing = process.env.WRITE_STRATEGY_IMAGES === '1';

describe('strategy images', () => {
  if (writing) {
    mkdirSync(fileOf('/strategy-images/'), { recursive: true });
    for (const entry of catalog) writeFileSync(fileOf(entry.image!), strategyImageSvg(entry));
  }

  it('gives every catalog strategy a picture file, as the engine draws it today', () => {
    expect(catalog.length).toBeGreaterThan(0);
    for (const entry of catalog) {
      expect([entry.key, entry.image]).toEqual([entry.key, strategyImagePath(entry.key)]);
      const file = fileOf(entry.image!);
      expect([entry.key, existsSync(file)]).toEqual([entry.key, true]);
      expect([entry.key, readFileSync(file, 'utf8')]).toEqual([entry.key, strategyImageSvg(entry)]);
    }
  });

  it('keeps no picture of a strategy the catalog no longer has', () => {
    const names = new Set(catalog.map((entry) => entry.image!.split('/').at(-1)));
    const stale = readdirSync(fileOf('/strategy-images/')).filter((name) => !names.has(name));
    expect(stale).toEqual([]);
  });

  it('draws a sell as the mirror of its buy, in its own colour', () => {
    const buy = strategyImageSvg({ key: 'x.bullish', group: 'harmonic', type: 'pattern', position: 'buy' });
    const sell = strategyImageSvg({ key: 'x.bullish', group: 'harmonic', type: 'pattern', position: 'sell' });
    expect(buy).toContain('#14b8a6');
    expect(sell).toContain('matrix(1 0 0 -1 0 72)');
    expect(sell.replace('<g transform="matrix(1 0 0 -1 0 72)">', '').replace('</g>', '')).toBe(
      buy.replaceAll('#14b8a6', '#f43f5e'),
    );
  });
});
