// The preview build's adapter (astro.preview.config.mjs, docs/adr/0008-preview-on-demand.md): its server
// entry exports one Web-standard function, `renderPreview(request, locals) → Response`, which both hosts
// call as it is: the local site server (scripts/site-server.mjs, from Node's request) and the Netlify
// function (netlify/functions/apercu.mjs). An official adapter would have tied the build to one of them.
import { fileURLToPath } from 'node:url';

export function previewAdapter() {
  return {
    name: 'teranga-preview-adapter',
    hooks: {
      'astro:config:done': ({ setAdapter }) => {
        setAdapter({
          name: 'teranga-preview-adapter',
          entrypointResolution: 'auto',
          serverEntrypoint: fileURLToPath(new URL('./preview-entry.mjs', import.meta.url)),
          adapterFeatures: { buildOutput: 'server' },
          supportedAstroFeatures: { serverOutput: 'stable', staticOutput: 'stable', hybridOutput: 'stable', sharpImageService: 'stable' },
        });
      },
    },
  };
}
