export { useLayout } from './use-layout';
