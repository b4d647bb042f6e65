export { SessionGate } from './session-gate';
