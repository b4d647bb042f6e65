export { ICT_STRATEGIES } from './ict-strategies';
