// The editors' preview (docs/adr/0008-preview-on-demand.md): a second, small Astro build of the one page
// rendered on demand (preview/pages/apercu.astro), with the site's own components, integrations and client
// directives. It reads no content, so it is built once per code change, beside the static site, which
// stays a plain static build with its incremental builds and atomic swaps untouched. Its adapter
// (integrations/preview-adapter.mjs) exports a Web-standard render function, which the local site server
// (scripts/site-server.mjs) and the Netlify function (netlify/functions/apercu.mjs) call for /apercu; its
// bundles are under /_apercu/ (their own folder, so they never mix with the static site's /_astro/).
import { defineConfig } from 'astro/config';
import site from './astro.config.mjs';
import { previewAdapter } from './integrations/preview-adapter.mjs';

export default defineConfig({
  ...site,
  srcDir: './preview',
  output: 'server',
  adapter: previewAdapter(),
  // No sessions: the page reads nothing but its token.
  session: undefined,
  outDir: process.env.PREVIEW_OUT_DIR ?? './dist-preview',
  cacheDir: './node_modules/.astro-preview',
  // The static site serves the public files (logo, favicon, media): nothing to copy.
  publicDir: './preview/public',
  build: { ...site.build, assets: '_apercu' },
  // The share-image bookkeeping and the content belong to the static build.
  integrations: site.integrations.filter((integration) => !['share-images', 'content-prefetch'].includes(integration.name)),
  experimental: {},
});
