export { createInlineRunner } from './inline-runner';
export { createScanningService } from './scanning-service';
export { createWorkerRunner } from './worker-runner';
