// Where the build reads the CMS, and how it asks: plain JavaScript, so the Astro configuration (which Node
// loads as it is) shares it with the pages' code (lib/cms-client.ts, integrations/content-prefetch.mjs).

/** The CMS's origin, without a trailing slash (as `withoutTrailing` of @teranga/domain, which Node cannot load as it is). */
export function cmsUrl() {
  const url = process.env.CMS_URL ?? 'http://127.0.0.1:1337';
  let end = url.length;
  while (end > 0 && url[end - 1] === '/') end -= 1;
  return url.slice(0, end);
}

/**
 * On loopback (the rebuild worker's builds, the tests) the lists come uncompressed: they are several
 * megabytes, and compressing them in the CMS then inflating them here took longer than sending them.
 * Elsewhere fetch asks for them gzipped, as usual.
 * @param {string} url
 */
export const isLoopback = (url) => /^https?:\/\/(?:127\.\d+\.\d+\.\d+|localhost|\[::1\])(?::\d+)?\//.test(url);

/**
 * The headers of a build's request to the CMS at `url`.
 * @param {string} url
 * @returns {Record<string, string>}
 */
export const requestHeaders = (url) => ({ accept: 'application/json', ...(isLoopback(url) ? { 'accept-encoding': 'identity' } : {}) });
