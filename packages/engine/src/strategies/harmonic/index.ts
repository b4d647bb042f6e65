export { HARMONIC_REACH, PATTERN_SPANS } from './define-harmonic';
export { HARMONIC_PATTERNS, RATIO_TOLERANCE } from './harmonic-patterns';
export { HARMONIC_STRATEGIES, HARMONIC_VALIDITY, harmonicKey } from './harmonic-strategies';
