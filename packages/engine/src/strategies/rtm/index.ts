export { RTM_STRATEGIES } from './rtm-strategies';
