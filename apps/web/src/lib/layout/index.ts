export { MATCHES_NAVBAR, SIZES } from './sizes';
export { useLayout } from './use-layout';
