// A plain `astro build` writes each output once: a page restored from Astro's cache is a hard link, a page's
// cache copy and a share image taken from its own cache are links to the file already written
// (scripts/linked-output.mjs). The rebuild worker's runner installs the same before its builds; a second
// install is a no-op.
import { fileURLToPath } from 'node:url';
import { linkUnchangedOutput } from '../../scripts/linked-output.mjs';

export function linkedOutput() {
  let folders = null;
  let restore = () => {};
  return {
    name: 'linked-output',
    hooks: {
      'astro:config:done': ({ config }) => {
        // Static output only: the editors' preview build (an adapter) writes no prerendered page.
        folders = config.adapter ? null : { outDir: fileURLToPath(config.outDir), cacheDir: fileURLToPath(config.cacheDir) };
      },
      'astro:build:start': () => {
        if (folders) restore = linkUnchangedOutput(folders);
      },
      'astro:build:done': () => {
        restore();
        restore = () => {};
      },
    },
  };
}
