export { editSystemPack, listSystemPacks } from './edit-system-pack';
export { loadSystemPacks, type SystemPacks, seedSystemPacks } from './system-packs';
