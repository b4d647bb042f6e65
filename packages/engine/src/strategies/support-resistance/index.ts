export { LEVEL_SIGNALS, type LevelSide, type LevelSignal } from './define-level';
export { LEVEL_HISTORY, LEVEL_TOUCH_ATR, STRONG_LEVEL } from './level-rules';
export { LEVEL_VALIDITY, levelKey, SUPPORT_RESISTANCE_STRATEGIES } from './level-strategies';
