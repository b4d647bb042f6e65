export { loadSystemPacks, type SystemPacks, seedSystemPacks } from './system-packs';
export { systemPacksRoutes } from './system-packs.routes';
