// Renders the PWA's PNG icons from public/icons/icon.svg. Run by hand after changing the artwork:
//   node apps/web/scripts/render-icons.mjs
// sharp lives at the repository root as a tool; the PNGs it writes are committed, so builds never need it.
import { readFileSync } from 'node:fs';
import path from 'node:path';

// Loaded by name: sharp is a tool installed at the repository root, not a dependency of the web app.
const tool = 'sharp';
const { default: sharp } = await import(tool);
const dir = path.resolve(import.meta.dirname, '../public/icons');
const svg = readFileSync(path.join(dir, 'icon.svg'));

const render = (size, file) =>
  sharp(svg, { density: 384 }).resize(size, size).png().toFile(path.join(dir, file));

await render(192, 'icon-192.png');
await render(512, 'icon-512.png');
await render(180, 'apple-touch-icon.png');
// Maskable icons are cropped to a circle of 80 % by launchers: the artwork shrinks into that safe zone on a
// full-bleed background.
const inner = await sharp(svg, { density: 384 }).resize(380, 380).png().toBuffer();
await sharp({ create: { width: 512, height: 512, channels: 4, background: '#0a0e16' } })
  .composite([{ input: inner, gravity: 'centre' }])
  .png()
  .toFile(path.join(dir, 'maskable-512.png'));
console.warn('icons written to', dir);
