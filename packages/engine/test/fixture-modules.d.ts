// Fixtures are read as text through Vite's `?raw` suffix: the engine's tsconfigs do not list
// JSON files, so a plain JSON import fails `tsc -b` (TS6307), and src/ may not use node:fs.
declare module '*.json?raw' {
  const text: string;
  export default text;
}
