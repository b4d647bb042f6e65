// The door of the scale mode's work distribution on Redis: BullMQ scan queues partitioned by series, and a reachability
// check of Redis for the health answer, and a lease that lets one process of many run a task. Knows nothing of scans themselves: the composition root hands it a processor.
export { createLeaderLease } from './leader-lease';
export { createRedisPing } from './redis-ping';
export { decodeColumns, encodeColumns } from './scan-columns';
export { createScanQueue, startScanWorkers } from './scan-queue';
