import { describe, expect, it } from 'vitest';
import { BREAKPOINTS, layoutOf } from './breakpoints';
import { MATCHES_NAVBAR, SIZES } from './sizes';

// Each expectation below is transcribed from the spec section named in its test.
describe('layout constants', () => {
  it('splits layouts at 640 and 1024 px (spec §2)', () => {
    expect(BREAKPOINTS).toEqual({
      mobileMaxPx: 640,
      tabletMinPx: 641,
      tabletMaxPx: 1024,
      desktopMinPx: 1025,
    });
    expect([375, 640, 641, 1024, 1025, 1920].map(layoutOf)).toEqual([
      'mobile',
      'mobile',
      'tablet',
      'tablet',
      'desktop',
      'desktop',
    ]);
  });

  it('has the pixel sizes of spec §2 and §9', () => {
    expect(SIZES).toMatchObject({
      chartHeightMobilePx: 300,
      chartHeightDesktopPx: 550,
      swipeThresholdPx: 50,
      drawerSwipeDownPx: 40,
      profileMenuWidthPx: 280,
    });
    expect(MATCHES_NAVBAR).toEqual({ reservedPx: 155, slotPx: 275, itemPx: 250, teaserAssets: 3 });
  });
});
