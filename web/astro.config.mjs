// Static output in three languages; French at the spec's own paths, /en and /pt beside them.
import { defineConfig } from 'astro/config';
import react from '@astrojs/react';
import { fileURLToPath } from 'node:url';
import { backofficeI18n } from './integrations/backoffice-i18n.mjs';
import { clientBundleDigest } from './integrations/client-bundle.mjs';
import { syncExternalStoreAlias } from './integrations/sync-external-store.mjs';
import { settledPrerender } from './integrations/settled-prerender.mjs';
import { contentPrefetch } from './integrations/content-prefetch.mjs';
import { linkedOutput } from './integrations/linked-output.mjs';
import { markStale, ogCacheDir, pruneCache } from './src/lib/og/cache.ts';

/** Where the incremental build keeps its manifest (set once the configuration is resolved). */
let incrementalManifest = '';

export default defineConfig({
  site: process.env.SITE_URL ?? 'http://localhost:4321',
  output: 'static',
  // WEB_OUT_DIR lets the e2e run and the rebuild worker build beside the live web/dist.
  outDir: process.env.WEB_OUT_DIR ?? './dist',
  // Incremental builds keep their manifest and a copy of each keyed page here (the previous build, the
  // base of the next one): the rebuild worker gives each site state its own folder.
  cacheDir: process.env.WEB_CACHE_DIR ?? './node_modules/.astro',
  trailingSlash: 'never',
  // Several pages in flight: rendering one page overlaps the file writes of the others (a corpus of
  // thousands of pages spent a third of its build waiting on mkdir/open/write one page at a time).
  // 32: on the 5,852-page corpus (2 cores, same code, same day) 8 gave 227 pages/s twice, 16 gave 296–317,
  // 32 gave 310–326, peak 1.1 GiB; most of the wait is the file writes of the pages and share images.
  build: { format: 'file', inlineStylesheets: 'always', concurrency: 32 },
  integrations: [
    react(),
    settledPrerender(),
    // A plain build asks the CMS for its lists as it starts: the CMS answers while the code is bundled.
    contentPrefetch(),
    linkedOutput(),
    {
      // client:rotation (src/directives/rotation.ts): the realisation gallery hydrates when its first
      // rotation is due or at the first interaction, not while the page loads.
      name: 'client-rotation',
      hooks: {
        'astro:config:setup': ({ addClientDirective }) => {
          addClientDirective({ name: 'rotation', entrypoint: fileURLToPath(new URL('./src/directives/rotation.ts', import.meta.url)) });
          // client:interaction (src/directives/interaction.ts): a form that works without its script
          // hydrates when the visitor reaches for it.
          addClientDirective({
            name: 'interaction',
            entrypoint: fileURLToPath(new URL('./src/directives/interaction.ts', import.meta.url)),
          });
        },
      },
    },
    {
      // Share images (src/pages/og): how many were drawn or taken from their cache; cards unused for a month are dropped.
      name: 'share-images',
      hooks: {
        'astro:config:done': ({ config }) => {
          incrementalManifest = fileURLToPath(new URL('incremental-build.json', config.cacheDir));
        },
        'astro:build:done': ({ logger }) => {
          const stats = globalThis.__ogStats;
          if (stats) logger.info(`share images: ${stats.drawn} drawn, ${stats.cached} from the cache`);
          // Cards drawn without their picture are drawn again by the next build (src/lib/og/image.ts).
          const incomplete = globalThis.__ogIncomplete;
          if (incomplete?.size) {
            const marked = markStale(incrementalManifest, incomplete);
            logger.warn(`share images: ${incomplete.size} drawn without their picture; ${marked} left for the next build to draw again`);
          }
          const removed = pruneCache(ogCacheDir());
          if (removed) logger.info(`share images: ${removed} unused card(s) removed from the cache`);
        },
      },
    },
  ],
  devToolbar: { enabled: false },
  // A page whose cacheKey (src/lib/page-key.ts) and code are unchanged is copied from the previous build.
  experimental: { incrementalBuild: true },
  vite: {
    plugins: [clientBundleDigest(), backofficeI18n()],
    build: { assetsInlineLimit: 0 },
    // Swiper declares no React peer, so Node would find the CMS's React 18 hoisted at the root:
    // bundle it and resolve React from this package.
    resolve: { dedupe: ['react', 'react-dom'], alias: [syncExternalStoreAlias] },
    ssr: { noExternal: ['swiper'] },
    environments: {
      prerender: { resolve: { noExternal: ['swiper'], dedupe: ['react', 'react-dom'] } },
    },
  },
});
