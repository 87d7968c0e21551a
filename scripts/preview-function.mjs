// The editors' preview on Netlify (netlify/functions/apercu.mjs, docs/adr/0008-preview-on-demand.md): the
// preview build's render function behind a function at /apercu. Netlify adds netlify.toml's headers only
// to the files it serves itself, so the function sets the /apercu rule's headers (its CSP, noindex,
// no-store) itself, with the site's origin of the request where the file writes its placeholder, as the
// local server does (scripts/site-server.mjs).
import { headersWithOrigins } from './site-origin.mjs';

/**
 * A Netlify function (Request → Response) from the preview's `renderPreview`, the /apercu rule's headers
 * (written next to the build by scripts/netlify-postbuild.mjs) and the environment (PREVIEW_SECRET).
 */
export function previewFunction(renderPreview, siteHeaders, env = process.env) {
  return async (request) => {
    const secret = env.PREVIEW_SECRET?.trim();
    const headers = headersWithOrigins(siteHeaders, [new URL(request.url).origin]);
    if (!secret)
      return new Response('Preview unavailable: PREVIEW_SECRET is not set', {
        status: 503,
        headers: { ...headers, 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' },
      });
    const rendered = await renderPreview(request, { previewSecret: secret });
    const answer = new Headers(headers);
    for (const [name, value] of rendered.headers) answer.set(name, value);
    return new Response(rendered.body, { status: rendered.status, headers: answer });
  };
}
