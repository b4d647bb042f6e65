import { describe, expect, it } from 'vitest';
import { apiPagesOf, itemsPerPage, pageCountOf, pageHolding, pickSide, skeletonCount } from './navbar-layout';

describe('items per page (spec §2: floor((width - 155) / 275))', () => {
  it('fits 4 matches in a 1440 px navbar and 3 in 1024 px', () => {
    expect(itemsPerPage(1440)).toBe(4);
    expect(itemsPerPage(1400)).toBe(4);
    expect(itemsPerPage(1024)).toBe(3);
    expect(itemsPerPage(984)).toBe(3);
  });

  it('adds a match exactly when another 275 px slot fits', () => {
    expect(itemsPerPage(155 + 2 * 275)).toBe(2);
    expect(itemsPerPage(155 + 2 * 275 - 1)).toBe(1);
    expect(itemsPerPage(155 + 5 * 275)).toBe(5);
  });

  it('still shows one match when the navbar is narrower than its reserved 155 px plus a slot', () => {
    expect(itemsPerPage(155 + 274)).toBe(1);
    expect(itemsPerPage(155)).toBe(1);
    expect(itemsPerPage(100)).toBe(1);
    expect(itemsPerPage(0)).toBe(1);
    expect(itemsPerPage(-20)).toBe(1);
    expect(itemsPerPage(Number.NaN)).toBe(1);
  });
});

describe('skeleton count (spec §2: floor(width / 250))', () => {
  it('draws 5 placeholders at 1440 px and 4 at 1024 px', () => {
    expect(skeletonCount(1440)).toBe(5);
    expect(skeletonCount(1024)).toBe(4);
  });

  it('counts exact multiples of 250 px in full', () => {
    expect(skeletonCount(500)).toBe(2);
    expect(skeletonCount(499)).toBe(1);
    expect(skeletonCount(1250)).toBe(5);
  });

  it('keeps one placeholder in a very narrow navbar', () => {
    expect(skeletonCount(120)).toBe(1);
    expect(skeletonCount(0)).toBe(1);
  });
});

describe('which list the navbar shows (spec §2)', () => {
  it('turns to sell when buy is empty and sell is not', () => {
    expect(pickSide(0, 3, 'buy')).toBe('sell');
  });

  it('stays on buy while buy has matches, or when both are empty', () => {
    expect(pickSide(2, 5, 'buy')).toBe('buy');
    expect(pickSide(0, 0, 'buy')).toBe('buy');
  });

  it('keeps the side while a total is still unknown', () => {
    expect(pickSide(undefined, 4, 'buy')).toBe('buy');
    expect(pickSide(0, undefined, 'buy')).toBe('buy');
  });

  it('never turns a sell list back to buy', () => {
    expect(pickSide(7, 0, 'sell')).toBe('sell');
  });
});

describe('paging through the API pages of 25', () => {
  it('counts pages of the navbar, at least one', () => {
    expect(pageCountOf(0, 4)).toBe(1);
    expect(pageCountOf(8, 4)).toBe(2);
    expect(pageCountOf(9, 4)).toBe(3);
  });

  it('reads one API page when the navbar page sits inside it', () => {
    expect(apiPagesOf(0, 4, 25)).toEqual({ first: 0, pages: [1, 1] });
    expect(apiPagesOf(5, 4, 25)).toEqual({ first: 20, pages: [1, 1] });
  });

  it('reads two API pages when the navbar page straddles them', () => {
    expect(apiPagesOf(6, 4, 25)).toEqual({ first: 24, pages: [1, 2] });
  });

  it('keeps the first shown match in view when the page size changes', () => {
    expect(pageHolding(12, 3)).toBe(4);
    expect(pageHolding(12, 5)).toBe(2);
    expect(pageHolding(0, 4)).toBe(0);
  });
});
