import { describe, expect, it } from 'vitest';
import { createMetrics } from './metrics';

describe('metrics registry', () => {
  it('reads each registered queue depth at scrape time, and drops only a failing reader from the scrape', async () => {
    const warned: string[] = [];
    const metrics = createMetrics({ log: { warn: (_object, message) => warned.push(String(message)) } });
    let waiting = 3;
    metrics.registerQueueDepth('scan', async () => waiting);
    metrics.registerQueueDepth('delivery', async () => {
      throw new Error('redis away');
    });
    expect(await metrics.registry.metrics()).toContain('tradescope_queue_depth{queue="scan"} 3');
    waiting = 7;
    const body = await metrics.registry.metrics();
    expect(body).toContain('tradescope_queue_depth{queue="scan"} 7');
    expect(body).not.toContain('queue="delivery"');
    expect(warned).toContain('metrics: queue delivery not read');
  });
});
