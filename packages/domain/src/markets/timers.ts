/**
 * Every timer of spec §4 and §9. The unit is part of each name (S seconds, Ms milliseconds, Days days) so a
 * caller cannot mix them up.
 */
export const TIMERS = {
  tokenRefreshBeforeExpiryS: 120,
  jumpsPollMs: 120_000,
  strategiesCacheS: 900,
  reminderEveryDays: 7,
  installmentModalDelayS: 5,
  welcomeModalDelayS: 1,
  /** The offline screen's counter ticks every second and runs a check call at 5 (spec §4). */
  offlineCounterTickS: 1,
  offlineCheckS: 5,
  healthCheckS: 5,
  radarRefreshS: 60,
  settingsDebounceS: 1,
  botPollS: 5,
  codeCountdownS: 120,
  toastMs: 5000,
  hoverOverlayMs: 400,
  textInputDebounceMs: 400,
  modalCloseDelayMs: 200,
  modalCloseLongDelayMs: 2000,
  chatPollRetryMs: 200,
  /** Expiry of plans is checked 2 s after user data loads; XMoon enabling reloads 2 s after success. */
  expiryCheckDelayS: 2,
  xmoonReloadDelayS: 2,
  /** The loading overlay's feedback quote stays about 0.3 s per word. */
  loadingQuotePerWordS: 0.3,
  chartLibraryRetryMs: 200,
  chartShapesRetryMs: 1000,
  /** Spec §4 gives the chart auto-save delay as a bare 2; seconds is the only reading that fits autosave. */
  chartAutoSaveDelayS: 2,
  socketReconnectS: 10,
  socketSubscribeRetryS: 1,
  klineResubscribeS: 5,
  serverTimeRetryS: 5,
  videoUploaderResetMs: 10,
} as const;

export const MS_PER_SECOND = 1000;
export const MS_PER_DAY = 86_400_000;
