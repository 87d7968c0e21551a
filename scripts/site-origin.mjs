// The site's own origin in netlify.toml's headers. A Content-Security-Policy source can be narrowed to a
// path (scripts only from `/_astro/`) only together with a host, and the host depends on where the site is
// served. netlify.toml therefore writes the placeholder SITE_PLACEHOLDER, and whoever serves the site puts
// its own origins in its place: the local server (scripts/site-server.mjs) the origins it is configured
// with, Netlify the deploy's origins (the build plugin scripts/netlify-csp-origin). No dependencies: the
// build plugin loads this file before anything is installed.
export const SITE_PLACEHOLDER = 'https://site-url.invalid';

const PLACEHOLDER_SOURCE = /https:\/\/site-url\.invalid(\/[^\s;,]*)?/g;

/** A header value with every `SITE_PLACEHOLDER<path>` source written once per origin, same path. */
export function withSiteOrigins(value, origins) {
  const bases = origins.map((origin) => new URL(origin).origin);
  return value.replace(PLACEHOLDER_SOURCE, (_, path = '') => bases.map((base) => base + path).join(' '));
}

/** Headers (name → value, or a list of values) with the placeholder replaced by `origins`. */
export const headersWithOrigins = (headers, origins) =>
  Object.fromEntries(
    Object.entries(headers).map(([name, value]) => [
      name,
      Array.isArray(value) ? value.map((v) => withSiteOrigins(String(v), origins)) : withSiteOrigins(String(value), origins),
    ]),
  );

/**
 * Where a Netlify deploy is seen: the site's own address (SITE_URL), its primary URL, the deploy
 * preview or branch URL and this deploy's permalink (Netlify's build environment).
 */
export function deployOrigins(env) {
  const urls = [env.SITE_URL, env.URL, env.DEPLOY_PRIME_URL, env.DEPLOY_URL].filter(Boolean);
  return [...new Set(urls.map((url) => new URL(url).origin))];
}

/**
 * Where the local server is seen: SITE_URL when set, and the loopback addresses of the port it listens
 * on (a browser may open either). Configuration, never a request's Host header: a client must not write
 * the policy it gets.
 */
export function localOrigins(port, siteUrl) {
  const urls = [siteUrl, `http://localhost:${port}`, `http://127.0.0.1:${port}`].filter(Boolean);
  return [...new Set(urls.map((url) => new URL(url).origin))];
}
