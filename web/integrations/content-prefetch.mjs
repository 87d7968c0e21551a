// A plain `astro build` asks the CMS for its five lists as it starts, so the CMS answers while the build
// bundles the code instead of after: src/lib/cms-content.ts takes the answers (or, when one failed, reads
// the lists again, with that read's errors). Not in the rebuild worker's build process, which has a gate:
// its content is the one of the moment the build is due (scripts/astro-build-runner.mjs).
import { CONTENT_LISTS } from '../../scripts/site-stamp.mjs';
import { cmsUrl, requestHeaders } from '../src/lib/cms-address.mjs';

/** Where the answers wait (the same symbol as CONTENT_PREFETCH in src/lib/cms-content.ts). */
const CONTENT_PREFETCH = Symbol.for('teranga.contentPrefetch');
/** The worker's gate (BUILD_GATE in src/lib/cms-content.ts). */
const BUILD_GATE = Symbol.for('teranga.buildGate');

async function answerText(url) {
  const response = await fetch(url, { headers: requestHeaders(url), signal: AbortSignal.timeout(30_000) });
  if (!response.ok) throw new Error(`CMS answered ${response.status} at ${url}`);
  return response.text();
}

/** Asks for the five lists now; leaves when, from where, and the promise of their texts by path. */
export function prefetchContent() {
  const origin = cmsUrl();
  const texts = Promise.all(CONTENT_LISTS.map((list) => answerText(`${origin}/api/v1${list}`))).then((answers) =>
    Object.fromEntries(CONTENT_LISTS.map((list, i) => [list, answers[i]])),
  );
  texts.catch(() => {}); // awaited by readContent, which reads again on a failure
  globalThis[CONTENT_PREFETCH] = { askedAt: new Date(), origin, texts };
}

export function contentPrefetch() {
  return {
    name: 'content-prefetch',
    hooks: {
      'astro:config:setup': ({ command }) => {
        if (command === 'build' && !globalThis[BUILD_GATE]) prefetchContent();
      },
    },
  };
}
