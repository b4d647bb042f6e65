// What `npm start` and `npm run build` share: a fingerprint of the build's sources, the stamp the last build left,
// and the web build's swap into place.
import { createHash } from 'node:crypto';
import {
  existsSync,
  lstatSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';

/** The sources the web app and the server are built from (paths from the repository root; folders are walked). */
export const BUILD_INPUTS = [
  'package-lock.json',
  'apps/web/index.html',
  'apps/web/package.json',
  'apps/web/tsconfig.json',
  'apps/web/vite.config.ts',
  'apps/web/public',
  'apps/web/src',
  'apps/server/build.mjs',
  'apps/server/package.json',
  'apps/server/src',
  'packages/domain/package.json',
  'packages/domain/src',
  'packages/engine/package.json',
  'packages/engine/src',
];

/** Where the web builds live; `apps/web/dist` is a link to the current one. */
const BUILDS = '.builds';
// A build folder younger than this may belong to a start still building: only older ones are removed.
const KEEP_MS = 60 * 60 * 1000;

// Tests are not built: editing one does not make the next start rebuild.
const isSource = (name) => !/\.test\.[cm]?[jt]sx?$/.test(name);

const filesOf = (root, relative) => {
  const full = path.join(root, relative);
  if (!existsSync(full)) return [];
  if (!statSync(full).isDirectory()) return [relative];
  return readdirSync(full, { withFileTypes: true })
    .filter((entry) => entry.name !== 'node_modules' && (entry.isDirectory() || isSource(entry.name)))
    .flatMap((entry) => filesOf(root, path.join(relative, entry.name)));
};

/** A hash of every input's path and bytes, in a fixed order: equal sources, equal fingerprint. */
export const fingerprint = (root, inputs = BUILD_INPUTS) => {
  const hash = createHash('sha256');
  for (const file of inputs.flatMap((input) => filesOf(root, input)).sort()) {
    hash.update(`${file.split(path.sep).join('/')}\0`);
    hash.update(readFileSync(path.join(root, file)));
    hash.update('\0');
  }
  return hash.digest('hex');
};

/** Whether the outputs exist and were built from sources with this fingerprint. */
export const isFresh = ({ stampFile, outputs }, print) =>
  outputs.every((output) => existsSync(output)) &&
  existsSync(stampFile) &&
  readFileSync(stampFile, 'utf8').trim() === print;

/** Written last, by rename, so a stamp never names a build that did not finish. */
export const writeStamp = (stampFile, print) => {
  const temporary = `${stampFile}.${process.pid}.tmp`;
  writeFileSync(temporary, `${print}\n`);
  renameSync(temporary, stampFile);
};

/** A new folder for one web build, beside the others (the build fills it, then `swapIn` serves it). */
export const newBuildFolder = (webDir) => {
  // Unique even for two builds of one process in one millisecond; the time first keeps them in build order.
  mkdirSync(path.join(webDir, BUILDS), { recursive: true });
  return mkdtempSync(path.join(webDir, BUILDS, `${Date.now()}-${process.pid}-`));
};

/**
 * Points `dist` at a finished build. A link replaced by rename changes in one step, so a server starting or serving
 * meanwhile finds the previous build or this one, never an empty or half-written folder.
 */
export const swapIn = (webDir, folder) => {
  const dist = path.join(webDir, 'dist');
  const link = path.join(webDir, `.dist-${process.pid}.link`);
  rmSync(link, { force: true });
  symlinkSync(path.relative(webDir, folder), link);
  // A dist folder from before builds were linked is moved aside once (this one step is not atomic).
  if (existsSync(dist) && !lstatSync(dist).isSymbolicLink()) renameSync(dist, `${folder}.replaced`);
  renameSync(link, dist);
  const builds = path.join(webDir, BUILDS);
  for (const entry of readdirSync(builds)) {
    const other = path.join(builds, entry);
    if (other !== folder && Date.now() - statSync(other).mtimeMs > KEEP_MS)
      rmSync(other, { recursive: true, force: true });
  }
};
