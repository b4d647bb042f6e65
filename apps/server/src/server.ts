import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { RedisUnreachableError } from './redis';

const SHUTDOWN_GRACE_MS = 10_000;

const main = async (): Promise<void> => {
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig(process.env);
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  // The bundle sits in apps/server/dist; the built web app beside it in apps/web/dist.
  const here = path.dirname(fileURLToPath(import.meta.url));
  const webDistDir = config.webDistDir ?? path.resolve(here, '../../web/dist');
  const app = await buildApp({ ...config, webDistDir });

  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const force = setTimeout(() => process.exit(1), SHUTDOWN_GRACE_MS);
    force.unref();
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error({ err: error }, 'error while closing');
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
};

main().catch((error: unknown) => {
  // A service that does not answer is a setting to fix, as a bad value is: its message names the variable.
  console.error(error instanceof RedisUnreachableError ? error.message : error);
  process.exit(1);
});
