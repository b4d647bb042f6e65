export { QM_STRATEGIES } from './qm-strategies';
