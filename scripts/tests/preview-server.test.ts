// The site server's part of the editors' preview: /apercu goes to the preview build's handler with the
// secret in its locals and netlify.toml's headers for /apercu; the build's bundles are served from /_apercu/;
// without a build or a secret the preview says it is unavailable.
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSiteServer } from '../site-server.mjs';
import { cspDirective } from '../site-rules.mjs';

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'preview-server-'));
const dist = path.join(tmp, 'dist');
const preview = path.join(tmp, 'preview');
fs.mkdirSync(dist);
fs.writeFileSync(path.join(dist, '404.html'), 'file:404.html');
fs.mkdirSync(path.join(preview, 'server'), { recursive: true });
fs.mkdirSync(path.join(preview, 'client', '_apercu'), { recursive: true });
fs.writeFileSync(path.join(preview, 'client', '_apercu', 'page.js'), 'console.log(1)');
// A stand-in for the preview build's entry (web/integrations/preview-entry.mjs): says what it was given.
fs.writeFileSync(
  path.join(preview, 'server', 'entry.mjs'),
  `export async function renderPreview(request, locals) {
  const said = { method: request.method, url: request.url, type: request.headers.get('content-type'), body: await request.text(), secret: locals.previewSecret };
  return new Response(JSON.stringify(said), { status: 200, headers: { 'content-type': 'application/json', 'x-robots-tag': 'noindex, nofollow', 'cache-control': 'no-store' } });
}`,
);

const servers: http.Server[] = [];
async function serve(options: Parameters<typeof createSiteServer>[0]) {
  const server = createSiteServer({ dist, cmsUrl: 'http://127.0.0.1:9', ...options });
  servers.push(server);
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}
let base = '';
beforeAll(async () => {
  base = await serve({ preview: { dir: preview, secret: 'the-secret' } });
});
afterAll(() => {
  for (const server of servers) server.close();
  fs.rmSync(tmp, { recursive: true, force: true });
});

describe('the preview through the site server', () => {
  it("hands a form post to the preview handler with the secret, under the preview's headers", async () => {
    const res = await fetch(`${base}/apercu?lang=en`, { method: 'POST', body: new URLSearchParams({ jeton: 'abc' }) });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      method: 'POST',
      url: `${base}/apercu?lang=en`,
      type: 'application/x-www-form-urlencoded;charset=UTF-8',
      body: 'jeton=abc',
      secret: 'the-secret',
    });
    expect(res.headers.get('x-robots-tag')).toBe('noindex, nofollow');
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(cspDirective(res.headers.get('content-security-policy') ?? '', 'script-src')).toContain(`${base}/_apercu/`);
  });

  it("serves the preview build's bundles from /_apercu/, and nothing outside them", async () => {
    const res = await fetch(`${base}/_apercu/page.js`);
    expect(res.status).toBe(200);
    expect(await res.text()).toBe('console.log(1)');
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect((await fetch(`${base}/_apercu/../server/entry.mjs`)).status).toBe(404);
    expect((await fetch(`${base}/_apercu/%2e%2e/server/entry.mjs`)).status).toBe(404);
  });

  it('refuses a body larger than a preview needs', async () => {
    const res = await fetch(`${base}/apercu`, { method: 'POST', body: new URLSearchParams({ jeton: 'x'.repeat(5 * 1024 * 1024) }) });
    expect(res.status).toBe(413);
  });

  it('says the preview is unavailable without a build or without the secret', async () => {
    const noBuild = await serve({ preview: { dir: path.join(tmp, 'missing'), secret: 'the-secret' } });
    expect((await fetch(`${noBuild}/apercu`, { method: 'POST' })).status).toBe(503);
    const noSecret = await serve({ preview: { dir: preview, secret: '' } });
    expect((await fetch(`${noSecret}/apercu`, { method: 'POST' })).status).toBe(503);
  });
});
