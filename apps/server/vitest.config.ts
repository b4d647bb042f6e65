import { defineProject } from 'vitest/config';

// Tests sit beside the code in src; test/ holds the support they share (and its own tests, if any).
export default defineProject({
  test: { name: 'server', environment: 'node', include: ['src/**/*.test.ts', 'test/**/*.test.ts'] },
});
