import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      'packages/*',
      'apps/*',
      // The root build script (scripts/build.mjs): its staleness check and the web build's swap into place.
      { test: { name: 'scripts', include: ['scripts/**/*.test.ts'] } },
    ],
  },
});
