import { createHash } from 'node:crypto';

/**
 * Scan queues: a series always hashes to the same one, and each runs one job at a time across every scanner (BullMQ's
 * global concurrency), so one series' scans stay in close order while different series spread over the scanners.
 * Open-source BullMQ has no per-key groups (a Pro feature); a fixed number of partitions is the documented stand-in.
 */
export const SCAN_PARTITIONS = 16;

/** The partition of a series key (`source|symbol|timeframe`): stable across processes and restarts. */
export const partitionOf = (series: string, partitions: number = SCAN_PARTITIONS): number =>
  createHash('sha1').update(series).digest().readUInt32BE(0) % partitions;

export const scanQueueName = (partition: number): string => `scan-${partition}`;
