export * from './action-icons';
export type { Icon } from './icon';
export { LogoMark } from './logo';
export * from './nav-icons';
export * from './social-icons';
export * from './state-icons';
