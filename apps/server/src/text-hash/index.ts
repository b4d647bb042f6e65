export { hashText } from './fnv1a';
