import { execSync } from 'node:child_process';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
import { chunkGroups } from './scripts/chunk-groups.ts';
import { contentSecurity } from './scripts/content-security.ts';
import { firstPaint } from './scripts/vite-first-paint.ts';
import { routerPlugin } from './scripts/router-plugin.ts';
import { skeletonTitles } from './scripts/skeleton-titles.ts';

const THEME_COLOR = '#c2410c';
const GROUP_NAMES = new Set(['app', 'forms', 'sign-in', 'shell', 'home', 'common']);

/** Ties the persisted query cache to this build (its `buster`). */
function buildId(): string {
  let commit = 'dev';
  try {
    commit = execSync('git rev-parse --short HEAD', { stdio: ['ignore', 'pipe', 'ignore'] })
      .toString()
      .trim();
  } catch {
    // Not a git checkout: the time alone identifies the build.
  }
  return `${commit}-${Date.now().toString(36)}`;
}

export default defineConfig({
  plugins: [
    routerPlugin(),
    react(),
    firstPaint({
      sessionKey: 'kc.session',
      homePath: '/dashboard/chicken',
      loginPath: '/login',
      titles: skeletonTitles(),
      startModules: ['/src/lib/query-persistence.ts'],
    }),
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'sw',
      filename: 'sw.ts',
      // Registration is ours (workbox-window in src/lib/service-worker.ts) so the update prompt
      // controls when a new version takes over.
      injectRegister: false,
      injectManifest: {
        globPatterns: ['**/*.{js,css,html,svg,woff2}', 'assets/*.json'],
        // config.json is per environment and must always come from the network.
        globIgnores: ['config.json', 'budget.json'],
      },
      includeAssets: ['favicon.svg', 'icons/apple-touch-icon-180.png'],
      manifest: {
        id: '/',
        name: 'Kitchen Console',
        short_name: 'Kitchen',
        description:
          'Watch fryers, hot holding, cameras and tablets, run the production queue and manage restaurants.',
        lang: 'en',
        theme_color: THEME_COLOR,
        background_color: '#ffffff',
        display: 'standalone',
        orientation: 'any',
        start_url: '/',
        scope: '/',
        icons: [
          { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
          {
            src: '/icons/icon-maskable-512.png',
            sizes: '512x512',
            type: 'image/png',
            purpose: 'maskable',
          },
        ],
      },
    }),
    // Last: the policy hashes index.html's inline scripts as the other plugins left them.
    contentSecurity({ configPath: 'public/config.json' }),
  ],
  define: { __BUILD_ID__: JSON.stringify(process.env.BUILD_ID ?? buildId()) },
  build: {
    target: 'es2022',
    // No dependency lists beside each lazy route's import: they named every route's shared
    // chunks again in the entry (4 KiB gzip of each first page). The landing route's files are
    // preloaded by the first-paint script, the others on intent (the router's `preload`), and
    // once installed the service worker serves them all from its cache.
    modulePreload: false,
    // The budget script measures what the first page loads; keep source maps out of dist/.
    sourcemap: false,
    rolldownOptions: {
      // janus-gateway's ES build still assigns CommonJS `module` (TOOLCHAIN.md): harmless here.
      checks: { commonJsVariableInEsm: false },
      output: {
        // Chunk names appear in every import of them and in the inline preload list: only the
        // grouped files and the route chunks keep theirs, rolldown's shared pieces (named after
        // whichever module came first) are their hash. −1.5 KiB on each first page.
        chunkFileNames: ({ name, facadeModuleId }) =>
          GROUP_NAMES.has(name) || facadeModuleId?.includes('?tsr-split')
            ? 'assets/[name]-[hash].js'
            : 'assets/[hash].js',
        codeSplitting: {
          // Everything the entry imports statically loads on every page anyway: one file, not
          // the 33 small shared chunks the automatic split made of it. One gzip stream over
          // it is 10 KiB smaller, and a phone makes one request instead of 33.
          groups: chunkGroups({
            loginRoute: 'src/routes/login.tsx',
            shellRoute: 'src/routes/_app.tsx',
            homeRoute: 'src/routes/_app/dashboard/chicken.tsx',
          }),
        },
      },
    },
  },
  preview: { port: 4173 },
});
