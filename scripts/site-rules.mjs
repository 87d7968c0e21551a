// The site's routing and header rules, read from netlify.toml: the one source of truth for Netlify's CDN
// and for the local one-origin server (scripts/site-server.mjs), so both apply the same rules.
//
// Netlify cannot read environment variables inside netlify.toml, so the proxy rules there point at the
// placeholder origin CMS_PLACEHOLDER (a reserved .invalid name that never resolves). At deploy time,
// scripts/netlify-postbuild.mjs writes them with CMS_URL into the publish folder's `_redirects`, which
// Netlify reads before netlify.toml; the local server substitutes its own CMS origin the same way.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { parse } from 'smol-toml';
import { SITE_PLACEHOLDER } from './site-origin.mjs';
import { withoutTrailing } from './strings.mjs';

export const root = path.resolve(import.meta.dirname, '..');
export const NETLIFY_TOML = path.join(root, 'netlify.toml');
export const CMS_PLACEHOLDER = 'https://cms-url.invalid';

/** Netlify's default for files no header rule gives a Cache-Control. */
export const DEFAULT_CACHE_CONTROL = 'public, max-age=0, must-revalidate';

/**
 * @typedef {{ from: string, to: string, status: number, force: boolean }} Redirect
 * @typedef {{ for: string, values: Record<string, string> }} HeaderRule
 * @typedef {{ redirects: Redirect[], headers: HeaderRule[], build: Record<string, unknown> }} SiteRules
 */

/** @returns {SiteRules} */
export function loadSiteRules(tomlPath = NETLIFY_TOML) {
  const toml = parse(fs.readFileSync(tomlPath, 'utf8'));
  return {
    build: toml.build ?? {},
    redirects: (toml.redirects ?? []).map((r) => ({ from: r.from, to: r.to, status: Number(r.status ?? 301), force: Boolean(r.force) })),
    headers: (toml.headers ?? []).map((h) => ({
      for: h.for,
      values: Object.fromEntries(Object.entries(h.values ?? {}).map(([k, v]) => [k, String(v)])),
    })),
  };
}

/**
 * Netlify's path patterns: literal paths, with `*` as the last segment matching the rest (and the bare
 * parent: `/admin/*` matches `/admin`). Returns the splat ('' when none), or null when it does not match.
 */
export function matchPattern(pattern, pathname) {
  if (!pattern.endsWith('*')) return pattern === pathname ? '' : null;
  const prefix = pattern.slice(0, -1);
  if (pathname.startsWith(prefix)) return pathname.slice(prefix.length);
  if (prefix.endsWith('/') && pathname === prefix.slice(0, -1)) return '';
  return null;
}

/** The headers for a request path: every matching rule in file order, a later rule overriding an earlier one. */
export function headersFor(rules, pathname) {
  return Object.assign({}, ...rules.headers.filter((h) => matchPattern(h.for, pathname) !== null).map((h) => h.values));
}

/** A rule's target for a path: `:splat` filled in, the CMS placeholder replaced by `cmsUrl`. */
export function targetOf(rule, splat, cmsUrl) {
  const to = rule.to.replace(':splat', splat);
  return to.startsWith(CMS_PLACEHOLDER) ? withoutTrailing(cmsUrl, '/') + to.slice(CMS_PLACEHOLDER.length) : to;
}

/**
 * What Netlify does with a request path: a forced rule applies first; otherwise an existing file is served;
 * otherwise the first matching rule applies. Returns null when a file (or nothing) answers.
 * @returns {{ rule: Redirect, target: string, proxy: boolean } | null}
 */
export function routeFor(rules, pathname, fileExists, cmsUrl = CMS_PLACEHOLDER) {
  const pick = (rule) => {
    const splat = matchPattern(rule.from, pathname);
    if (splat === null) return null;
    const target = targetOf(rule, splat, cmsUrl);
    return { rule, target, proxy: /^https?:\/\//.test(target) && rule.status === 200 };
  };
  for (const rule of rules.redirects)
    if (rule.force) {
      const hit = pick(rule);
      if (hit) return hit;
    }
  if (fileExists(pathname)) return null;
  for (const rule of rules.redirects)
    if (!rule.force) {
      const hit = pick(rule);
      if (hit) return hit;
    }
  return null;
}

/**
 * The `_redirects` lines of the proxy rules, pointed at the CMS (Netlify reads them before netlify.toml).
 * With `uploadsUrl` (files in an S3 bucket), /uploads/* goes there instead of to the CMS.
 */
export function proxyRedirectsFile(rules, cmsUrl, uploadsUrl) {
  const https = (url, name) => {
    const parsed = new URL(url);
    if (parsed.protocol !== 'https:') throw new Error(`${name} must be an https:// address in production, not ${url}`);
    return parsed;
  };
  const origin = https(cmsUrl, 'CMS_URL').origin;
  const uploads = uploadsUrl ? withoutTrailing(https(uploadsUrl, 'UPLOADS_URL').href, '/') : null;
  return (
    rules.redirects
      .filter((r) => r.to.startsWith(CMS_PLACEHOLDER))
      .map((r) => {
        const to =
          uploads && r.to.startsWith(`${CMS_PLACEHOLDER}/uploads/`)
            ? uploads + r.to.slice(`${CMS_PLACEHOLDER}/uploads`.length)
            : targetOf(r, ':splat', origin);
        return `${r.from} ${to} ${r.status}${r.force ? '!' : ''}`;
      })
      .join('\n') + '\n'
  );
}

/**
 * The rules of a `_redirects` file (Netlify's plain syntax: `from to [status][!]` a line, `#` comments),
 * in file order. The site build writes one with the former addresses of its pages (web/src/pages/[redirects].ts).
 * @returns {Redirect[]}
 */
export function parseRedirectsFile(text) {
  const rules = [];
  for (const line of text.split('\n')) {
    const [from, to, code = '301'] = line.trim().split(/\s+/);
    if (!from || from.startsWith('#') || !to) continue;
    const status = Number(code.replace(/!$/, ''));
    if (Number.isInteger(status)) rules.push({ from, to, status, force: code.endsWith('!') });
  }
  return rules;
}

/** The sha256 CSP sources of the executable inline scripts of an HTML page (JSON data blocks do not run). */
export function inlineScriptHashes(html) {
  const hashes = new Set();
  for (const [, attrs, body] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    if (/\bsrc\s*=/.test(attrs)) continue;
    const type = /\btype\s*=\s*["']?([^"'\s>]+)/i.exec(attrs)?.[1]?.toLowerCase();
    if (type && !['module', 'text/javascript', 'application/javascript'].includes(type)) continue;
    hashes.add(`'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`);
  }
  return [...hashes];
}

/** The sources of one directive of a Content-Security-Policy value. */
export function cspDirective(csp, name) {
  const directive = csp
    .split(';')
    .map((d) => d.trim().split(/\s+/))
    .find(([n]) => n === name);
  return directive ? directive.slice(1) : [];
}

/** Every HTML page of the built site: { file (relative to dist, with /), html }. */
function* htmlPages(dist, dir = dist) {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* htmlPages(dist, file);
    else if (entry.name.endsWith('.html'))
      yield { file: path.relative(dist, file).split(path.sep).join('/'), html: fs.readFileSync(file, 'utf8') };
  }
}

/** Groups `[key, page]` findings as [{ key, files }], in the order first found. */
function byKey(findings) {
  const groups = new Map();
  for (const [key, file] of findings) groups.set(key, [...(groups.get(key) ?? []), file]);
  return [...groups];
}

/** The inline scripts of the built site that the CSP of netlify.toml would block: { hash, files }. */
export function missingScriptHashes(rules, dist) {
  const allowed = new Set(cspDirective(headersFor(rules, '/')['Content-Security-Policy'] ?? '', 'script-src'));
  const findings = [];
  for (const { file, html } of htmlPages(dist)) {
    for (const hash of inlineScriptHashes(html)) if (!allowed.has(hash)) findings.push([hash, file]);
  }
  return byKey(findings).map(([hash, files]) => ({ hash, files }));
}

/** The paths script-src allows on the site's own origin (`SITE_PLACEHOLDER/_astro/` → `/_astro/`). */
export function scriptPaths(rules) {
  return cspDirective(headersFor(rules, '/')['Content-Security-Policy'] ?? '', 'script-src')
    .filter((source) => source.startsWith(`${SITE_PLACEHOLDER}/`))
    .map((source) => source.slice(SITE_PLACEHOLDER.length));
}

// What a page loads as script: <script src>, module preloads and Astro's island component URLs.
const SCRIPT_URLS = [
  /<script\b[^>]+?\bsrc\s*=\s*["']([^"']+)["']/gi,
  /<link\b(?=[^>]+\brel\s*=\s*["']?modulepreload)[^>]+?\bhref\s*=\s*["']([^"']+)["']/gi,
  /\b(?:component-url|renderer-url|before-hydration-url)\s*=\s*["']([^"']+)["']/gi,
];

/** The scripts of the built site the CSP of netlify.toml would block for their path: { src, files }. */
export function scriptsOutsideAllowedPaths(rules, dist) {
  const allowed = scriptPaths(rules);
  const findings = [];
  for (const { file, html } of htmlPages(dist)) {
    for (const pattern of SCRIPT_URLS) {
      for (const [, src] of html.matchAll(pattern)) {
        const url = new URL(src.replace(/&amp;/g, '&'), `${SITE_PLACEHOLDER}/${file}`);
        if (url.origin !== SITE_PLACEHOLDER || !allowed.some((prefix) => url.pathname.startsWith(prefix))) findings.push([src, file]);
      }
    }
  }
  return byKey(findings).map(([src, files]) => ({ src, files }));
}
