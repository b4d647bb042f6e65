import { collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';

/** Outbox rows still to send, by channel and status (pending or retrying). */
export type BacklogRow = { readonly channel: string; readonly status: string; readonly count: number };

type Log = { warn: (object: unknown, message?: string) => void };

// Seconds. Request buckets bracket the 50 ms goal of the matches API; scan lag ones the 1 s goal of close -> match.
const REQUEST_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
const SCAN_LAG_BUCKETS = [0.01, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60];

/**
 * The process's Prometheus metrics, one registry per app (tests build several apps in one process). Modules feed it
 * through the composition root: they observe (requests, scans) or register a reader asked at each scrape (queue
 * depths, outbox backlog, websocket clients). A reader that fails drops its series from that scrape, never the scrape.
 */
export const createMetrics = ({ log }: { log: Log }) => {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });

  const requests = new Histogram({
    name: 'tradescope_http_request_duration_seconds',
    help: 'HTTP request latency by route pattern (not the raw URL) and status code',
    labelNames: ['method', 'route', 'status_code'] as const,
    buckets: REQUEST_BUCKETS,
    registers: [registry],
  });
  const scanLag = new Histogram({
    name: 'tradescope_scan_lag_seconds',
    help: "Seconds from a candle's close event to its scan applied to the live matches, by source",
    labelNames: ['source'] as const,
    buckets: SCAN_LAG_BUCKETS,
    registers: [registry],
  });

  const queueDepths = new Map<string, () => Promise<number>>();
  let outboxBacklog: (() => Promise<readonly BacklogRow[]>) | undefined;
  let websocketClients: (() => number) | undefined;
  const reading = async <T>(what: string, read: () => Promise<T> | T): Promise<T | undefined> => {
    try {
      return await read();
    } catch (error) {
      log.warn({ err: error }, `metrics: ${what} not read`);
      return undefined;
    }
  };

  new Gauge({
    name: 'tradescope_queue_depth',
    help: 'Jobs waiting in each registered queue',
    labelNames: ['queue'] as const,
    registers: [registry],
    async collect() {
      this.reset();
      for (const [queue, depth] of queueDepths) {
        const value = await reading(`queue ${queue}`, depth);
        if (value !== undefined) this.set({ queue }, value);
      }
    },
  });
  new Gauge({
    name: 'tradescope_outbox_backlog',
    help: 'Alert outbox rows not yet delivered (pending or retrying), by channel and status',
    labelNames: ['channel', 'status'] as const,
    registers: [registry],
    async collect() {
      this.reset();
      if (outboxBacklog === undefined) return;
      const rows = await reading('outbox backlog', outboxBacklog);
      for (const { channel, status, count } of rows ?? []) this.set({ channel, status }, count);
    },
  });
  new Gauge({
    name: 'tradescope_websocket_clients',
    help: 'Open market websockets on this process',
    registers: [registry],
    async collect() {
      this.reset();
      if (websocketClients === undefined) return;
      const value = await reading('websocket clients', websocketClients);
      if (value !== undefined) this.set(value);
    },
  });

  return {
    registry,
    /** One answered request; `route` is the route's pattern (`/api/v1/:market/matches`), never the raw URL. */
    observeRequest: (method: string, route: string, statusCode: number, seconds: number): void =>
      requests.observe({ method, route, status_code: String(statusCode) }, seconds),
    /** One scan applied: seconds since its candle's close event. */
    observeScanLag: (source: string, seconds: number): void => scanLag.observe({ source }, seconds),
    /** A queue whose depth each scrape reads (the scale mode's BullMQ queues); a name registered again replaces. */
    registerQueueDepth: (queue: string, depth: () => Promise<number>): void => {
      queueDepths.set(queue, depth);
    },
    registerOutboxBacklog: (read: () => Promise<readonly BacklogRow[]>): void => {
      outboxBacklog = read;
    },
    registerWebsocketClients: (read: () => number): void => {
      websocketClients = read;
    },
  };
};

export type Metrics = ReturnType<typeof createMetrics>;
