export { editSystemPack, listSystemPacks } from './edit-system-pack';
export { loadSystemPacks, reloadSystemPacks, type SystemPacks, seedSystemPacks } from './system-packs';
