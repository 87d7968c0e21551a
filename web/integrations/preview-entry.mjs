// The preview build's server entry (integrations/preview-adapter.mjs): Astro's app over standard Request
// and Response, without streaming (the page is small and its status depends on the token, read first).
import { createApp } from 'astro/app/entrypoint';

const app = createApp({ streaming: false });

/** Renders the request (`/apercu`); `locals.previewSecret` is the secret tokens are checked with. */
export function renderPreview(request, locals = {}) {
  return app.render(request, { locals });
}
