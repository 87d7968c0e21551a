import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { netlifyHeaders, notFoundFile, resolveFile } from '../../../scripts/site-server.mjs';

const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'dist-'));
for (const file of ['index.html', 'telecom.html', 'en.html', 'en/telecom.html', '404.html', 'en/404.html', '_astro/a.js']) {
  fs.mkdirSync(path.dirname(path.join(dist, file)), { recursive: true });
  fs.writeFileSync(path.join(dist, file), file);
}
afterAll(() => fs.rmSync(dist, { recursive: true, force: true }));

describe('local site server', () => {
  it('maps pretty URLs to the built files', () => {
    expect(resolveFile(dist, '/')).toBe(path.join(dist, 'index.html'));
    expect(resolveFile(dist, '/telecom')).toBe(path.join(dist, 'telecom.html'));
    expect(resolveFile(dist, '/en')).toBe(path.join(dist, 'en.html'));
    expect(resolveFile(dist, '/en/telecom')).toBe(path.join(dist, 'en/telecom.html'));
    expect(resolveFile(dist, '/_astro/a.js')).toBe(path.join(dist, '_astro/a.js'));
    expect(resolveFile(dist, '/nope')).toBeNull();
    expect(resolveFile(dist, '/../../etc/passwd')).toBeNull();
  });
  it('answers unknown paths with the 404 of their language', () => {
    expect(notFoundFile(dist, '/en/nope')).toBe(path.join(dist, 'en/404.html'));
    expect(notFoundFile(dist, '/pt/nope')).toBe(path.join(dist, '404.html'));
    expect(notFoundFile(dist, '/nope')).toBe(path.join(dist, '404.html'));
  });
  it('sends the security headers of netlify.toml', () => {
    expect(netlifyHeaders()).toMatchObject({ 'X-Content-Type-Options': 'nosniff', 'X-Frame-Options': 'DENY' });
  });
});
