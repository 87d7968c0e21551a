// kill -9 of a CMS process during a burst of back-office saves on PostgreSQL, then a new process on
// the same database and folder: every item has all its languages at one same version and its log
// entry, every acknowledged save is there, and no upload is left unlinked or without a record.
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { copyOfTemplate, spawnCms, type CmsProcess } from '../helpers/cms-process';
import { testEnvironment } from '../helpers/environment';
import { bearer, login, type Session } from '../helpers/accounts';
import { png } from '../helpers/images';
import { withAltTexts } from '../helpers/content';
import { seededRandom } from '../helpers/seeded';

const require = createRequire(import.meta.url);
const postgres = process.env.TEST_DATABASE === 'postgres';
const MARKER = 'Crash';
let db: Awaited<ReturnType<typeof copyOfTemplate>>;
let env: Record<string, string>;
let publicDir: string;
const processes: CmsProcess[] = [];

beforeAll(async () => {
  if (!postgres) return;
  db = await copyOfTemplate();
  publicDir = fs.mkdtempSync(path.join(process.env.CMS_TEST_RUN_DIR as string, 'crash-public-'));
  fs.mkdirSync(path.join(publicDir, 'uploads'));
  // Same secrets for both processes; the restart removes orphans whatever their age.
  env = { ...testEnvironment(), ...db.env, PUBLIC_DIR: publicDir, CRON_ENABLED: 'false', UPLOAD_ORPHAN_MIN_AGE_SECONDS: '0' };
});
afterAll(async () => {
  for (const p of processes) await p.kill();
  await db?.drop();
});

async function save(cms: CmsProcess, who: Session, label: string, id?: string) {
  let req = id ? cms.api().patch(`/api/v1/articles/${id}`) : cms.api().post('/api/v1/articles');
  req = req.set(bearer(who)).timeout(30_000);
  for (const lang of ['fr', 'en', 'pt']) {
    req = req
      .field(`titre[${lang}]`, `${MARKER} ${label} (${lang})`)
      .field(`contenu[${lang}]`, 'Un article écrit pendant une panne brutale du serveur. '.repeat(4));
  }
  req = withAltTexts(req).field('categories[]', 'télécom').field('etat', 'brouillon');
  return req.attach('imagePrincipale', await png(), 'cover.png');
}

describe.skipIf(!postgres)('kill -9 during a burst of saves', () => {
  it('leaves no half-written item, no item without its log entry and no orphan file', async () => {
    // What each writer was told: created ids, and the last version acknowledged for each.
    const acknowledged = new Map<string, number>();
    const random = seededRandom('kill -9 during a burst of saves');
    // Three rounds: start, a burst of saves by four writers, kill -9 while saves are in flight.
    for (let round = 0; round < 3; round += 1) {
      const cms = await spawnCms(env);
      processes.push(cms);
      const admin = await login(cms, 'admin');
      let stop = false;
      const writer = async (w: number) => {
        for (let n = 0; !stop; n += 1) {
          try {
            const created = await save(cms, admin, `r${round} w${w} n${n} v0`);
            if (created.status !== 201) continue;
            acknowledged.set(created.body._id, 0);
            for (let v = 1; v <= 2 && !stop; v += 1) {
              const changed = await save(cms, admin, `r${round} w${w} n${n} v${v}`, created.body._id);
              if (changed.status === 200) acknowledged.set(created.body._id, v);
            }
          } catch {
            return; // the process is gone
          }
        }
      };
      const before = acknowledged.size;
      const writers = [0, 1, 2, 3].map(writer);
      const deadline = Date.now() + 20_000;
      while (acknowledged.size < before + 4 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
      await new Promise((r) => setTimeout(r, 50 + random.next() * 300));
      await cms.kill();
      stop = true;
      await Promise.all(writers);
    }
    expect(acknowledged.size).toBeGreaterThan(0);

    // The next start cleans up what the dead process left.
    const second = await spawnCms(env);
    processes.push(second);

    const { Client } = require('pg');
    const client = new Client({ connectionString: db.env.DATABASE_URL });
    await client.connect();
    try {
      const rows = (await client.query(`select document_id, locale, titre from articles where titre like $1`, [`${MARKER} %`]))
        .rows as Array<{ document_id: string; locale: string; titre: string }>;
      const byDocument = new Map<string, Array<{ locale: string; version: string }>>();
      for (const r of rows) {
        const list = byDocument.get(r.document_id) ?? [];
        list.push({ locale: r.locale, version: r.titre.replace(/ \((fr|en|pt)\)$/, '') });
        byDocument.set(r.document_id, list);
      }
      const halfWritten = [...byDocument.values()].filter(
        (list) => list.length !== 3 || new Set(list.map((l) => l.locale)).size !== 3 || new Set(list.map((l) => l.version)).size !== 1,
      );
      const journal = (
        await client.query(`select cible from journal_entries where action = 'création' and type_contenu = 'Article'`)
      ).rows.map((r: { cible: string }) => r.cible);
      const withoutLog = [...byDocument.keys()].filter((id) => !journal.includes(id));
      const lost = [...acknowledged].filter(([id, version]) => {
        const stored = byDocument.get(id)?.[0]?.version;
        return !stored || Number(/ v(\d+)$/.exec(stored)?.[1] ?? -1) < version;
      });
      const unlinked = (
        await client.query(`select f.id from files f where not exists (select 1 from files_related_mph r where r.file_id = f.id)`)
      ).rows;
      // An in-process Strapi of the same worker (the shared CMS) may have told the pg driver to give JSON as text.
      const files = (await client.query(`select url, formats from files`)).rows.map((row: { url: string; formats: unknown }) => ({
        url: row.url,
        formats: (typeof row.formats === 'string' ? JSON.parse(row.formats) : row.formats) as Record<string, { url: string }> | null,
      }));
      // Every stored format names its file (a format without one would be a half-recorded image).
      const brokenFormats = files.filter((f) => Object.values(f.formats ?? {}).some((x) => typeof x?.url !== 'string'));
      const named = new Set(
        files
          .flatMap((f) => [f.url, ...Object.values(f.formats ?? {}).map((x) => x?.url)])
          .filter((u): u is string => typeof u === 'string')
          .map((u) => path.posix.basename(u)),
      );
      const stray = fs.readdirSync(path.join(publicDir, 'uploads')).filter((name) => !named.has(name));
      console.log(
        `kill -9: ${byDocument.size} items after restart, ${acknowledged.size} acknowledged; half-written ${halfWritten.length}, without log entry ${withoutLog.length}, acknowledged but lost ${lost.length}, unlinked uploads ${unlinked.length}, files without a record ${stray.length}`,
      );
      expect(brokenFormats, `seed ${random.seed}`).toEqual([]);
      expect(halfWritten).toEqual([]);
      expect(withoutLog).toEqual([]);
      expect(lost).toEqual([]);
      expect(unlinked).toEqual([]);
      expect(stray).toEqual([]);
    } finally {
      await client.end();
    }
  }, 240_000);
});
