export { webHost } from './plugin';
