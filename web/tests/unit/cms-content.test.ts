// A build process started ahead (the rebuild worker's standby) reads the content only once its build is
// due: an edit and a deletion made while it waited are in what it reads, and its stamp digests match.
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ARTICLE, sampleAnswer } from '@teranga/domain';
import { BUILD_GATE, BUILD_WAITS, CONTENT_PREFETCH, readContent } from '../../src/lib/cms-content';
import { prefetchContent } from '../../integrations/content-prefetch.mjs';
import { contentDigest, digestFile } from '../../../scripts/site-stamp.mjs';

const partner = (id: string, nom: string) => ({ _id: id, nom, siteWeb: '', logo: null, logoMedia: null, actif: true, ordreAffichage: 1 });
let partners = [partner('p1', 'ANR'), partner('p2', 'Sonatel')];
const text = (s: string) => ({ fr: s, en: s, pt: s });
const article = (id: string, titre: string, dateModification: string) =>
  sampleAnswer(ARTICLE, {
    _id: id,
    slug: text(id),
    titre: text(titre),
    contenu: text('Contenu'),
    resume: text(''),
    motsCles: { fr: [], en: [], pt: [] },
    categories: [],
    etat: 'publié',
    datePublication: '2026-01-01T00:00:00.000Z',
    dateCreation: '2026-01-01T00:00:00.000Z',
    dateModification,
    imagePrincipale: null,
    imagePrincipaleMedia: null,
    texteAlternatif: text(''),
    pointFocal: null,
    auteur: null,
    nombreVues: 0,
    secteur: null,
  }) as { _id: string; titre: { fr: string }; dateModification: string };
let articles: ReturnType<typeof article>[] = [];
/** What GET /api/v1/site/changements answers (null: 404, as a CMS without the route). */
let changes: ((depuis: string) => unknown) | null = null;
const requests: string[] = [];
const authorizations: (string | undefined)[] = [];
let server: http.Server;
/** Every answer a 503 (a CMS restarting). */
let failing = false;

beforeAll(async () => {
  server = http.createServer((req, res) => {
    requests.push(req.url ?? '');
    if (failing) return res.writeHead(503).end();
    const url = new URL(req.url ?? '', 'http://cms');
    if (url.pathname === '/api/v1/site/changements') {
      authorizations.push(req.headers.authorization);
      if (!changes) return res.writeHead(404).end();
      res.writeHead(200, { 'content-type': 'application/json' });
      return res.end(JSON.stringify(changes(url.searchParams.get('depuis') ?? '')));
    }
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(JSON.stringify(req.url === '/api/v1/partenaires' ? partners : req.url === '/api/v1/articles' ? articles : []));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
});
// The unit files share one environment (isolate: false): variables are stubbed, and put back after each test.
beforeEach(() => {
  vi.stubEnv('CMS_URL', `http://127.0.0.1:${(server.address() as AddressInfo).port}`);
});
afterAll(() => {
  server.close();
});
afterEach(() => {
  delete (globalThis as Record<symbol, unknown>)[BUILD_GATE];
  delete (globalThis as Record<symbol, unknown>)[BUILD_WAITS];
  delete (globalThis as Record<symbol, unknown>)[CONTENT_PREFETCH];
  vi.unstubAllEnvs();
  articles = [];
  changes = null;
});

/** A gate to open by hand, as the rebuild worker's build process has. */
function closedGate() {
  let open = () => {};
  (globalThis as Record<symbol, unknown>)[BUILD_GATE] = new Promise<void>((resolve) => {
    open = resolve;
  });
  return () => open();
}
/** Resolves once the three item lists read ahead have been asked for (and answered from what they were). */
const readAhead = () =>
  expect
    .poll(() =>
      ['/api/v1/articles', '/api/v1/opportunites?inclureFermees=true', '/api/v1/realisations'].every((list) => requests.includes(list)),
    )
    .toBe(true);

describe('content read when the build is due', () => {
  it('asks the CMS nothing before the gate opens, then reads the content as it is at that moment', async () => {
    const open = closedGate();
    // The process says when it starts to wait at the gate: what it fetched before that, it has asked for.
    let waiting = () => {};
    const waits = new Promise<void>((resolve) => {
      waiting = resolve;
    });
    (globalThis as Record<symbol, unknown>)[BUILD_WAITS] = waiting;
    const fetches = vi.spyOn(globalThis, 'fetch');
    requests.length = 0;
    partners = [partner('p1', 'ANR'), partner('p2', 'Sonatel')];
    const reading = readContent(() => {});
    await waits;
    expect(fetches).not.toHaveBeenCalled();
    fetches.mockRestore();
    expect(requests).toEqual([]);

    // While the build process waits: one partner edited, the other deleted.
    partners = [partner('p1', 'ANR Sénégal')];
    const digests = fs.mkdtempSync(path.join(os.tmpdir(), 'cms-content-'));
    vi.stubEnv('WEB_CONTENT_DIGESTS', digests);
    const before = Date.now();
    open();
    const content = await reading;
    expect(content.partenaires.map((p) => [p._id, p.nom])).toEqual([['p1', 'ANR Sénégal']]);
    expect(content.readAt.getTime()).toBeGreaterThanOrEqual(before);
    expect(requests.sort()).toEqual([
      '/api/v1/articles',
      '/api/v1/opportunites?inclureFermees=true',
      '/api/v1/partenaires',
      '/api/v1/realisations',
      '/api/v1/secteurs',
    ]);
    expect(fs.readFileSync(digestFile(digests, '/partenaires'), 'utf8')).toBe(contentDigest(JSON.stringify(partners)));
    fs.rmSync(digests, { recursive: true, force: true });
  });

  it('reads at once in a plain astro build (no gate)', async () => {
    partners = [partner('p3', 'Orange')];
    expect((await readContent(() => {})).partenaires.map((p) => p._id)).toEqual(['p3']);
  });

  it('uses the lists a plain build asked for as it started, once, with the clock of that moment', async () => {
    partners = [partner('p4', 'Free')];
    requests.length = 0;
    const before = Date.now();
    prefetchContent();
    const after = Date.now();
    await expect.poll(() => requests.length).toBe(5);
    partners = [partner('p5', 'Expresso')];
    const digests = fs.mkdtempSync(path.join(os.tmpdir(), 'cms-content-'));
    vi.stubEnv('WEB_CONTENT_DIGESTS', digests);
    const content = await readContent(() => {});
    expect(content.partenaires.map((p) => p._id)).toEqual(['p4']);
    expect(content.readAt.getTime()).toBeGreaterThanOrEqual(before);
    expect(content.readAt.getTime()).toBeLessThanOrEqual(after);
    expect(requests).toHaveLength(5);
    expect(fs.readFileSync(digestFile(digests, '/partenaires'), 'utf8')).toBe(contentDigest(JSON.stringify([partner('p4', 'Free')])));
    fs.rmSync(digests, { recursive: true, force: true });
    // Taken: a second read asks the CMS again.
    expect((await readContent(() => {})).partenaires.map((p) => p._id)).toEqual(['p5']);
  });

  it('reads the lists again when asking for them at the start failed', async () => {
    failing = true;
    requests.length = 0;
    prefetchContent();
    await expect.poll(() => requests.length).toBe(5);
    failing = false;
    partners = [partner('p6', 'Kirène')];
    const lines: string[] = [];
    expect((await readContent((line) => lines.push(line))).partenaires.map((p) => p._id)).toEqual(['p6']);
    expect(
      lines.some((line) => /asked for at the start failed \(CMS answered 503 at http:\/\/127\.0\.0\.1:\d+\/api\/v1\//.test(line)),
    ).toBe(true);
  });

  it('does not use lists asked for from another CMS', async () => {
    vi.stubEnv('CMS_URL', 'http://127.0.0.1:9');
    prefetchContent();
    vi.stubEnv('CMS_URL', `http://127.0.0.1:${(server.address() as AddressInfo).port}`);
    partners = [partner('p7', 'Senelec')];
    expect((await readContent(() => {})).partenaires.map((p) => p._id)).toEqual(['p7']);
  });

  describe('with the builder token: read ahead, then only the changes', () => {
    const ITEM_LISTS = ['/api/v1/articles', '/api/v1/opportunites?inclureFermees=true', '/api/v1/realisations'];

    it('reads the item lists while it waits, then asks what changed since and builds from both, with the digests of the CMS lists', async () => {
      vi.stubEnv('BUILD_STATUS_TOKEN', 'builder-token');
      articles = [article('a1', 'Premier', '2026-01-01T00:00:00.000Z'), article('a2', 'Second', '2026-01-01T00:00:00.000Z')];
      const open = closedGate();
      requests.length = 0;
      authorizations.length = 0;
      const started = Date.now();
      const reading = readContent(() => {});
      await readAhead();
      expect(requests.sort()).toEqual(ITEM_LISTS);

      // While it waits: a1 edited, a2 deleted, a3 published; the CMS answers the changes since the read.
      const edited = article('a1', 'Premier, corrigé', '2026-02-01T00:00:00.000Z');
      const added = article('a3', 'Troisième', '2026-02-01T00:00:00.000Z');
      articles = [added, edited];
      let asked = '';
      changes = (depuis) => {
        asked = depuis;
        const part = { ids: [], datesModification: [], modifies: [] };
        return {
          depuis,
          toutRelire: false,
          realisations: part,
          opportunites: part,
          articles: { ids: ['a3', 'a1'], datesModification: [added.dateModification, edited.dateModification], modifies: [added, edited] },
        };
      };
      const digests = fs.mkdtempSync(path.join(os.tmpdir(), 'cms-content-'));
      vi.stubEnv('WEB_CONTENT_DIGESTS', digests);
      requests.length = 0;
      open();
      const content = await reading;
      // Moments from the CMS's Date header, to the second: never after the read.
      expect(Date.parse(asked)).toBeLessThanOrEqual(Date.now());
      expect(Date.parse(asked)).toBeGreaterThan(started - 2000);
      expect(authorizations).toEqual(['Bearer builder-token']);
      expect(requests.map((r) => r.split('?')[0]).sort()).toEqual(['/api/v1/partenaires', '/api/v1/secteurs', '/api/v1/site/changements']);
      expect(content.articles.map((a) => [a._id, a.titre.fr])).toEqual([
        ['a3', 'Troisième'],
        ['a1', 'Premier, corrigé'],
      ]);
      expect(fs.readFileSync(digestFile(digests, '/articles'), 'utf8')).toBe(contentDigest(JSON.stringify(articles)));
      expect(fs.readFileSync(digestFile(digests, '/realisations'), 'utf8')).toBe(contentDigest('[]'));
      fs.rmSync(digests, { recursive: true, force: true });
    });

    it('reads the lists in full when the CMS says so, when the changes do not complete the read, or without the route', async () => {
      vi.stubEnv('BUILD_STATUS_TOKEN', 'builder-token');
      const part = { ids: [], datesModification: [], modifies: [] };
      const answers: Array<typeof changes> = [
        () => ({ toutRelire: true }),
        // a1 is said current at a date the read ahead did not have: a write the changes missed.
        () => ({
          toutRelire: false,
          realisations: part,
          opportunites: part,
          articles: { ids: ['a1'], datesModification: ['2026-03-01T00:00:00.000Z'], modifies: [] },
        }),
        null,
      ];
      for (const answer of answers) {
        articles = [article('a1', 'Premier', '2026-01-01T00:00:00.000Z')];
        const open = closedGate();
        requests.length = 0;
        const reading = readContent(() => {});
        await readAhead();
        articles = [article('a1', 'Premier, corrigé', '2026-03-01T00:00:00.000Z')];
        changes = answer;
        requests.length = 0;
        open();
        const content = await reading;
        expect(content.articles.map((a) => a.titre.fr)).toEqual(['Premier, corrigé']);
        expect(requests).toEqual(expect.arrayContaining(ITEM_LISTS));
      }
    });
  });
});
