import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
import { defineConfig } from 'vitest/config';

const apiTarget = process.env.TRADESCOPE_API ?? 'http://127.0.0.1:8080';

/** Spec §1: installable and offline-capable; spec §7: the service worker is served as /sw.js. */
const pwa = VitePWA({
  strategies: 'generateSW',
  // The update banner asks before a waiting worker takes over (spec §4).
  registerType: 'prompt',
  injectRegister: false,
  filename: 'sw.js',
  manifestFilename: 'manifest.webmanifest',
  includeAssets: ['favicon.svg', 'offline.html', 'offline.js', 'boot.js', 'icons/*.png'],
  manifest: {
    id: '/',
    name: 'Tradescope',
    short_name: 'Tradescope',
    description: 'Technical-analysis scanner for crypto, currencies, commodities, indices and stocks.',
    lang: 'en',
    dir: 'ltr',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    orientation: 'any',
    background_color: '#0a0e16',
    theme_color: '#0f172a',
    categories: ['finance', 'business'],
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
      { src: '/favicon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' },
    ],
  },
  workbox: {
    globPatterns: ['**/*.{js,css,html,svg,png,woff2,webmanifest}'],
    // Some 200 strategy pictures would be fetched at install for screens that may never open; they load when shown.
    globIgnores: ['strategy-images/**'],
    // The app shell answers every navigation offline; the API and the offline page never go through it.
    navigateFallback: 'index.html',
    navigateFallbackDenylist: [/^\/api\//, /^\/ws\//, /^\/offline\.html$/, /^\/sw\.js$/],
    // No runtime caching: /api answers are the user's live data and must never be served stale.
    runtimeCaching: [],
    clientsClaim: true,
    cleanupOutdatedCaches: true,
  },
  devOptions: { enabled: false },
});

export default defineConfig({
  plugins: [react(), tailwindcss(), pwa],
  // No source maps in the served build (they would publish the sources and build paths); the service worker
  // follows this setting (vite-plugin-pwa), so /sw.js.map is not made either.
  build: { outDir: 'dist', emptyOutDir: true, sourcemap: false, target: 'es2022' },
  server: {
    proxy: {
      '/api': apiTarget,
      '/ws': { target: apiTarget, ws: true },
    },
  },
  test: {
    name: 'web',
    environment: 'happy-dom',
    setupFiles: ['./test/setup.ts'],
  },
});
