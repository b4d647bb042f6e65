/** Caps and thresholds of spec §2, §5 and §9. Megabytes end in Mb; the screens' pixel sizes live in the web. */
export const LIMITS = {
  avatarMaxMb: 5,
  videoMaxMb: 20,
  /** Upload caps are decimal megabytes: size × 1,000,000 bytes (spec §5). */
  bytesPerMb: 1_000_000,
  maxSimplePackStrategies: 15,
  selectSearchableAt: 8,
  multiSelectSearchableAt: 12,
  alertSourceSelectSearchableAt: 10,
  filterListSearchableAt: 10,
  defaultListLimit: 25,
  maxChips: 3,
  sourceFilterLimit: 50,
  baseFilterLimit: 160,
  paginationMiddlePages: 5,
  paginationMiddlePagesMobile: 2,
  /** A row's chart link opens the 1-hour chart. */
  rowChartLinkTimeframe: 60,
  /** The ICT video icon shows under 15 remaining ICT days; the installment modal at 3 or fewer. */
  ictVideoIconDaysBelow: 15,
  installmentReminderMaxCount: 3,
  offlineRetriesBeforeCheck: 5,
  verifyCodeMaxLength: 6,
  gaugeSegments: 5,
  assetPickerFirstAssets: 12,
  assetPickerTopByMarketcap: 30,
} as const;

/** Rows per page of every table (spec §9). */
export const PAGE_SIZES = {
  table: 12,
  tableMobile: 10,
  matches: 25,
  mobileList: 20,
  packList: 25,
  detailTable: 10,
  jumpsMobile: 25,
  jumpsDesktop: 10,
  purchaseHistory: 10,
  sessions: 10,
  videoHistory: 25,
  gifts: 10,
  radar: 25,
} as const;

/** Placeholder rows while a table loads (spec §9). */
export const SKELETON_ROWS = { table: 6, grid: 8, mobile: 10 } as const;
