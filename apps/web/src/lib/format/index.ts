export { useFormat } from './use-format';
