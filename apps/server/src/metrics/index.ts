// The door of the operations metrics: the Prometheus registry the composition root feeds (requests, scan lag, queue
// depths, outbox backlog, websocket clients, process defaults) and GET /metrics behind its access rule.
export { createMetrics } from './metrics';
export { metricsPlugin } from './metrics.routes';
