// Through the local one-origin server, as on the CDN: pages run scripts from /_astro/ only, and uploaded
// files come back as images that can neither be sniffed into something else nor run as a page.
import { expect, test } from './fixtures';

declare global {
  interface Window {
    /** CSP violations the page saw (recorded by an init script). */
    __csp?: string[];
    __injected?: number;
  }
}

test('a page runs no script from its own origin outside /_astro/', async ({ page }) => {
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      window.__csp = [...(window.__csp ?? []), `${e.violatedDirective} ${e.blockedURI}`];
    });
  });
  const answer = await page.goto('/');
  // The server's configured origins (SITE_URL and its loopback addresses), the page's own among them.
  const scriptSources = /script-src ([^;]*)/.exec(answer?.headers()['content-security-policy'] ?? '')?.[1].split(' ') ?? [];
  expect(scriptSources).toContain(`${new URL(page.url()).origin}/_astro/`);
  expect(scriptSources.filter((source) => !source.startsWith("'sha256-"))).toEqual(
    scriptSources.filter((source) => /^http:\/\/[^/]+\/_astro\/$/.test(source)),
  );
  await expect(page.locator('astro-island').first()).toBeAttached();
  expect(await page.evaluate(() => window.__csp ?? [])).toEqual([]);
  // A script file of the same origin but another path (an upload, an API answer) is refused.
  await page.evaluate(() => {
    const script = document.createElement('script');
    script.src = '/api/v1/secteurs';
    document.body.append(script);
  });
  await expect
    .poll(() => page.evaluate(() => window.__csp ?? []))
    .toContainEqual(expect.stringMatching(/^script-src.*\/api\/v1\/secteurs$/));
});

test('uploaded images answer with their image type, nosniff and a sandboxing policy; nothing else is served', async ({ page, request }) => {
  await page.goto('/realisations');
  const src = await page.locator('img[src^="/uploads/"]').first().getAttribute('src');
  expect(src).toMatch(/^\/uploads\/.+\.(webp|png|jpg)$/);
  const image = await request.get(src!);
  expect(image.status()).toBe(200);
  expect(image.headers()['content-type']).toMatch(/^image\/(webp|png|jpeg)$/);
  expect(image.headers()['x-content-type-options']).toBe('nosniff');
  expect(image.headers()['content-security-policy']).toBe("default-src 'none'; sandbox");
  for (const path of ['/uploads/page.html', '/uploads/app.js', '/uploads/logo.svg'])
    expect((await request.get(path)).status(), path).toBe(404);
});
