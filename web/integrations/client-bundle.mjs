// Leaves the digest of the client bundle's file names where the pages' cache keys read it
// (src/lib/page-key.ts). The client build runs before pages are generated, so every page of a build
// sees the names of the scripts that build emits: an island's script renamed by a change anywhere in
// the client code re-renders the pages, instead of copying pages that point at a file that is gone.
import { createHash } from 'node:crypto';

const DIGEST = Symbol.for('teranga.clientBundleDigest');

export function clientBundleDigest() {
  return {
    name: 'teranga:client-bundle-digest',
    applyToEnvironment: (environment) => environment.name === 'client',
    generateBundle(_options, bundle) {
      globalThis[DIGEST] = createHash('sha256').update(Object.keys(bundle).sort().join('\n')).digest('base64url');
    },
  };
}
