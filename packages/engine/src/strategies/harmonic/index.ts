export { HARMONIC_STRATEGIES } from './harmonic-strategies';
