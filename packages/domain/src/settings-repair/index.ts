export { type RepairResult, repairSettings } from './repair-settings';
export { allowedSourcesOf, type RepairContext } from './source-rules';
