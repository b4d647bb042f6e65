import { existsSync, lstatSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fingerprint, isFresh, newBuildFolder, swapIn, writeStamp } from './stale-build.mjs';

let root: string;
const write = (relative: string, text: string) => {
  mkdirSync(path.dirname(path.join(root, relative)), { recursive: true });
  writeFileSync(path.join(root, relative), text);
};
beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), 'tradescope-build-'));
  write('apps/web/src/main.tsx', 'render()');
  write('apps/server/src/server.ts', 'listen()');
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('the build fingerprint', () => {
  it('stays while the sources do, and changes with a source but not with a test', () => {
    const first = fingerprint(root);
    expect(fingerprint(root)).toBe(first);
    write('apps/server/src/server.test.ts', 'it()');
    write('apps/web/node_modules/x/index.js', 'x');
    expect(fingerprint(root)).toBe(first);
    write('apps/web/src/main.tsx', 'render(App)');
    expect(fingerprint(root)).not.toBe(first);
    write('apps/web/src/main.tsx', 'render()');
    write('packages/domain/src/new-rule.ts', 'rule');
    expect(fingerprint(root)).not.toBe(first);
  });

  it('is fresh only once a build left its stamp and its outputs exist', () => {
    const target = { stampFile: path.join(root, 'stamp'), outputs: [path.join(root, 'out.js')] };
    const print = fingerprint(root);
    expect(isFresh(target, print)).toBe(false);
    writeStamp(target.stampFile, print);
    expect(isFresh(target, print)).toBe(false);
    writeFileSync(path.join(root, 'out.js'), '');
    expect(isFresh(target, print)).toBe(true);
    write('apps/web/src/main.tsx', 'render(App)');
    expect(isFresh(target, fingerprint(root))).toBe(false);
  });
});

describe('the web build swap', () => {
  const webDir = () => path.join(root, 'apps/web');
  const served = () => readFileSync(path.join(webDir(), 'dist/index.html'), 'utf8');
  const build = (html: string) => {
    const folder = newBuildFolder(webDir());
    writeFileSync(path.join(folder, 'index.html'), html);
    return folder;
  };

  it('keeps serving the previous build until the next one is complete, then serves it', () => {
    swapIn(webDir(), build('one'));
    expect(lstatSync(path.join(webDir(), 'dist')).isSymbolicLink()).toBe(true);
    // A second start builds meanwhile: its folder fills, dist is untouched.
    const next = newBuildFolder(webDir());
    expect(served()).toBe('one');
    writeFileSync(path.join(next, 'index.html'), 'two');
    expect(served()).toBe('one');
    swapIn(webDir(), next);
    expect(served()).toBe('two');
  });

  it('lets two builds finish in any order, each leaving a whole build served', () => {
    const first = build('first');
    const second = build('second');
    swapIn(webDir(), second);
    swapIn(webDir(), first);
    expect(served()).toBe('first');
    expect(existsSync(second)).toBe(true);
  });

  it('replaces a dist folder left by an older build', () => {
    write('apps/web/dist/index.html', 'old');
    swapIn(webDir(), build('new'));
    expect(served()).toBe('new');
  });
});
