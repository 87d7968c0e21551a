// netlify.toml writes the site's own origin as a placeholder; the local server and Netlify's build
// plugin put the real origins in its place.
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { deployOrigins, headersWithOrigins, localOrigins, SITE_PLACEHOLDER, withSiteOrigins } from '../site-origin.mjs';

const require = createRequire(import.meta.url);

describe('the site origin placeholder', () => {
  const csp = `default-src 'self'; script-src ${SITE_PLACEHOLDER}/_astro/ 'sha256-abc='; style-src 'self'`;

  it('becomes the same path on each origin, nothing else changed', () => {
    expect(withSiteOrigins(csp, ['https://www.teranga.sn', 'https://main--teranga.netlify.app/'])).toBe(
      "default-src 'self'; script-src https://www.teranga.sn/_astro/ https://main--teranga.netlify.app/_astro/ 'sha256-abc='; style-src 'self'",
    );
    expect(withSiteOrigins('no placeholder', ['https://a.sn'])).toBe('no placeholder');
    expect(headersWithOrigins({ 'Content-Security-Policy': csp, 'X-Frame-Options': 'DENY' }, ['http://127.0.0.1:4321'])).toEqual({
      'Content-Security-Policy': csp.replace(SITE_PLACEHOLDER, 'http://127.0.0.1:4321'),
      'X-Frame-Options': 'DENY',
    });
  });

  it("takes a deploy's addresses from Netlify's build environment", () => {
    expect(
      deployOrigins({
        SITE_URL: 'https://www.teranga.sn/',
        URL: 'https://www.teranga.sn',
        DEPLOY_PRIME_URL: 'https://deploy-preview-4--teranga.netlify.app',
        DEPLOY_URL: 'https://64ab--teranga.netlify.app',
      }),
    ).toEqual(['https://www.teranga.sn', 'https://deploy-preview-4--teranga.netlify.app', 'https://64ab--teranga.netlify.app']);
    expect(deployOrigins({})).toEqual([]);
  });

  it("takes the local server's origins from its configuration: SITE_URL and its loopback addresses", () => {
    expect(localOrigins(4321)).toEqual(['http://localhost:4321', 'http://127.0.0.1:4321']);
    expect(localOrigins(4321, 'http://localhost:4321/')).toEqual(['http://localhost:4321', 'http://127.0.0.1:4321']);
    expect(localOrigins(8080, 'https://www.teranga.sn')).toEqual([
      'https://www.teranga.sn',
      'http://localhost:8080',
      'http://127.0.0.1:8080',
    ]);
  });
});

describe('the Netlify build plugin', () => {
  it("writes the deploy's origins into every header rule before the build", async () => {
    const plugin = require('../netlify-csp-origin/index.js');
    const netlifyConfig = {
      headers: [
        { for: '/*', values: { 'Content-Security-Policy': `script-src ${SITE_PLACEHOLDER}/_astro/` } },
        { for: '/_astro/*', values: { 'Cache-Control': 'immutable' } },
      ],
    };
    const previous = { ...process.env };
    Object.assign(process.env, { URL: 'https://www.teranga.sn', DEPLOY_PRIME_URL: 'https://main--teranga.netlify.app' });
    try {
      await plugin.onPreBuild({
        netlifyConfig,
        utils: {
          build: {
            failBuild: (message: string) => {
              throw new Error(message);
            },
          },
        },
      });
    } finally {
      process.env = previous;
    }
    expect(netlifyConfig.headers).toEqual([
      {
        for: '/*',
        values: { 'Content-Security-Policy': 'script-src https://www.teranga.sn/_astro/ https://main--teranga.netlify.app/_astro/' },
      },
      { for: '/_astro/*', values: { 'Cache-Control': 'immutable' } },
    ]);
  });

  it('fails the build when it knows no address', async () => {
    const plugin = require('../netlify-csp-origin/index.js');
    const previous = { ...process.env };
    for (const name of ['SITE_URL', 'URL', 'DEPLOY_PRIME_URL', 'DEPLOY_URL']) delete process.env[name];
    try {
      await expect(
        plugin.onPreBuild({
          netlifyConfig: { headers: [] },
          utils: {
            build: {
              failBuild: (message: string) => {
                throw new Error(message);
              },
            },
          },
        }),
      ).rejects.toThrow(/no site address/);
    } finally {
      process.env = previous;
    }
  });
});
