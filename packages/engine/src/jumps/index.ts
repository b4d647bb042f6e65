/**
 * Jumps (a 3-minute candle moving far beyond recent volatility, grouped with the jumps right after
 * it) and pumps (change and volume surge over 720 / 1440 / 10080 minutes): pure functions of a series.
 */
export { findJumps, JUMP_RULES, type Jump, type JumpRules } from './find-jumps';
export { detectJumps, groupJumps, type JumpMatch, type SubJump } from './group-jumps';
export { detectPumps, PUMP_RULES, PUMP_WINDOWS, type PumpRules, type PumpStats, pumpStats } from './pumps';
