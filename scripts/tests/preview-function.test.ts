// The preview on Netlify (scripts/preview-function.mjs): the function gives the render function the secret
// and sends netlify.toml's /apercu headers itself, with the request's origin, since Netlify adds none.
import { describe, expect, it } from 'vitest';
import { previewFunction } from '../preview-function.mjs';
import { cspDirective, headersFor, loadSiteRules } from '../site-rules.mjs';

const siteHeaders = headersFor(loadSiteRules(), '/apercu');

describe('the Netlify preview function', () => {
  it("renders with PREVIEW_SECRET and answers with the /apercu headers for the request's origin, the page's own winning", async () => {
    const seen: Array<{ url: string; secret: unknown }> = [];
    const render = async (request: Request, locals: { previewSecret?: string }) => {
      seen.push({ url: request.url, secret: locals.previewSecret });
      return new Response('<h1>Aperçu</h1>', {
        status: 410,
        headers: { 'content-type': 'text/html', 'cache-control': 'no-store, private' },
      });
    };
    const handler = previewFunction(render, siteHeaders, { PREVIEW_SECRET: 'secret' });
    const res = await handler(new Request('https://teranga.example/apercu?lang=en', { method: 'POST' }));
    expect(seen).toEqual([{ url: 'https://teranga.example/apercu?lang=en', secret: 'secret' }]);
    expect(res.status).toBe(410);
    expect(await res.text()).toBe('<h1>Aperçu</h1>');
    expect(cspDirective(res.headers.get('content-security-policy') ?? '', 'script-src')).toContain('https://teranga.example/_apercu/');
    expect(res.headers.get('content-security-policy')).not.toContain('site-url.invalid');
    expect(res.headers.get('x-robots-tag')).toBe('noindex, nofollow');
    expect(res.headers.get('cache-control')).toBe('no-store, private');
    // The back-office's panel frames it, from the site's own origin only.
    expect(res.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    expect(cspDirective(res.headers.get('content-security-policy') ?? '', 'frame-ancestors')).toEqual(["'self'"]);
  });

  it('says the preview is unavailable without PREVIEW_SECRET, and renders nothing', async () => {
    let rendered = false;
    const handler = previewFunction(
      async () => {
        rendered = true;
        return new Response('');
      },
      siteHeaders,
      {},
    );
    const res = await handler(new Request('https://teranga.example/apercu', { method: 'POST' }));
    expect(res.status).toBe(503);
    expect(rendered).toBe(false);
    expect(res.headers.get('x-robots-tag')).toBe('noindex, nofollow');
  });
});
