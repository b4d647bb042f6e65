/** The screens' pixel sizes of spec §2 and §9. */
export const SIZES = {
  chartHeightMobilePx: 300,
  chartHeightDesktopPx: 550,
  swipeThresholdPx: 50,
  drawerSwipeDownPx: 40,
  profileMenuWidthPx: 280,
  assetPickerMaxHeightPx: 368,
  tooltipOffsetPx: 10,
  tooltipOffsetSmallPx: 7,
} as const;

/**
 * The matches navbar fits floor((width - 155) / 275) items of 250 px and shows floor(width / 250)
 * skeletons; without access it teases 3 blurred assets (spec §2).
 */
export const MATCHES_NAVBAR = { reservedPx: 155, slotPx: 275, itemPx: 250, teaserAssets: 3 } as const;
