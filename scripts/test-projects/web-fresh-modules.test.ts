import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { webFreshModules } from '../../vitest.config';

const webRoot = path.resolve(import.meta.dirname, '../../apps/web');
const webTests = (readdirSync(path.join(webRoot, 'src'), { recursive: true }) as string[])
  .filter((file) => /\.test\.tsx?$/.test(file))
  .map((file) => path.posix.join('src', file.split(path.sep).join('/')));

// Most web tests share one module graph per worker (vitest.config.ts): a file that mocks a module must not.
describe('the web tests that need a module graph of their own', () => {
  it('lists every web test file that mocks a module', () => {
    const mocking = webTests.filter((file) =>
      /\bvi\.(mock|doMock)\(/.test(readFileSync(path.join(webRoot, file), 'utf8')),
    );
    expect(mocking.length).toBeGreaterThan(0);
    expect(mocking.filter((file) => !webFreshModules.includes(file))).toEqual([]);
  });

  it('lists only files that exist', () => {
    expect(webFreshModules.filter((file) => !webTests.includes(file))).toEqual([]);
  });
});
