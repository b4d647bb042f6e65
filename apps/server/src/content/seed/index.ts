export { seedContent } from './seed-content';
