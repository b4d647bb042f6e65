import { mkdirSync, writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import path from 'node:path';

/** Profiles this process's main thread from now until `stop`, which writes `bench/.out/prof/<name>.cpuprofile`. */
export const startProfiler = async () => {
  const session = new Session();
  session.connect();
  await session.post('Profiler.enable');
  await session.post('Profiler.start');
  return {
    stop: async (name: string): Promise<void> => {
      const { profile } = await session.post('Profiler.stop');
      const folder = path.join(import.meta.dirname, 'prof');
      mkdirSync(folder, { recursive: true });
      writeFileSync(path.join(folder, `${name}.cpuprofile`), JSON.stringify(profile));
      session.disconnect();
    },
  };
};
