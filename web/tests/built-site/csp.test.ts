// netlify.toml's Content-Security-Policy allows every inline script of the built site (the same check
// as Netlify's post-build step), so no page ships a script the browser would block.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  cspDirective,
  headersFor,
  inlineScriptHashes,
  loadSiteRules,
  missingScriptHashes,
  scriptsOutsideAllowedPaths,
} from '../../../scripts/site-rules.mjs';

const dist = path.resolve(process.env.WEB_OUT_DIR ?? path.join(import.meta.dirname, '../../dist'));

describe('Content-Security-Policy of the built site', () => {
  it('allows every inline script (else: add the hash printed here to script-src in netlify.toml)', () => {
    const missing = missingScriptHashes(loadSiteRules(), dist).map(
      ({ hash, files }) => `${hash} (${files.length} page(s), e.g. ${files[0]})`,
    );
    expect(missing).toEqual([]);
  });

  it('lists no hash that no page uses (the policy stays minimal)', () => {
    const used = new Set<string>();
    for (const file of fs.readdirSync(dist, { recursive: true, encoding: 'utf8' })) {
      if (file.endsWith('.html')) for (const hash of inlineScriptHashes(fs.readFileSync(path.join(dist, file), 'utf8'))) used.add(hash);
    }
    const listed = cspDirective(headersFor(loadSiteRules(), '/')['Content-Security-Policy'] ?? '', 'script-src').filter((s: string) =>
      s.startsWith("'sha256-"),
    );
    expect(listed.filter((hash: string) => !used.has(hash))).toEqual([]);
  });

  it("loads script files only from the paths script-src allows on the site's origin (/_astro/)", () => {
    const outside = scriptsOutsideAllowedPaths(loadSiteRules(), dist).map(
      ({ src, files }: { src: string; files: string[] }) => `${src} (${files.length} page(s), e.g. ${files[0]})`,
    );
    expect(outside).toEqual([]);
  });
});
