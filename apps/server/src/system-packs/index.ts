export { loadSystemPacks, type SystemPacks, seedSystemPacks } from './system-packs';
