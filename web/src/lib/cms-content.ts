// The site's content: the CMS's five public lists, read once per build in the build's own process and
// checked by the contract's schemas (an unreachable CMS or a broken answer fails the build with the URL
// and the field). Not through Astro's content layer: its store is bundled by Vite, so every publication
// had to bundle the site again. Read at render time instead, the bundles depend on the code only, and the
// rebuild worker starts a build's process ahead with its bundles made (scripts/astro-build-runner.mjs):
// the content is read only once the build is due, when the worker opens the gate below.
// When the worker also gives the build its token (BUILD_STATUS_TOKEN), the process reads the lists ahead
// while it waits, and once the build is due asks the CMS only what changed since (GET /site/changements,
// lib/changements.ts): the item lists are then the ones read ahead, brought up to date, what the CMS
// answers byte for byte but for view counts (never shown, and out of the digests, which are the same);
// anything doubtful reads them in full again.
import fs from 'node:fs';
import type { z } from 'zod';
import { CONTENT_LISTS, contentDigest, digestFile } from '../../../scripts/site-stamp.mjs';
import { checkList, cmsUrl, fetchAnswer, parseJson, readList } from './cms-client';
import { CHANGE_LISTS, listChanges, patchList } from './changements';
import { articleSchema, opportuniteSchema, partenaireSchema, realisationSchema, secteurSchema } from '@teranga/domain/answers';
import type { Article, Opportunite, Partenaire, Realisation, Secteur } from '@teranga/domain';

/** Set by the rebuild worker's build process: a promise that resolves when the build is due. */
export const BUILD_GATE = Symbol.for('teranga.buildGate');
/** Set by the same process: called when the build starts to wait at the gate (its bundles are made). */
export const BUILD_WAITS = Symbol.for('teranga.buildWaits');

/**
 * The rebuild worker's stamp of what a build was made from (scripts/site-stamp.mjs): the SHA-256 of each
 * list's answer as this build read it (view counts aside), one file per list in WEB_CONTENT_DIGESTS (when set).
 */
function recordDigest(list: string, text: string) {
  const dir = process.env.WEB_CONTENT_DIGESTS;
  if (!dir) return;
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(digestFile(dir, list), contentDigest(text));
}

async function read<S extends z.ZodType>(list: string, schema: S): Promise<z.infer<S>[]> {
  const { items, text } = await readList(list, schema);
  recordDigest(list, text);
  return items;
}

/** Set by a plain `astro build` as it starts (integrations/content-prefetch.mjs): the five lists, asked for at once. */
export const CONTENT_PREFETCH = Symbol.for('teranga.contentPrefetch');

interface Prefetch {
  /** When the lists were asked for: the build's clock (readAt), as when they are read on demand. */
  askedAt: Date;
  /** The CMS asked: the answers are used only when the build reads that one. */
  origin: string;
  /** Each list's answer text, by path; rejects when one failed. */
  texts: Promise<Record<string, string>>;
}

/** The prefetched texts (taken: a build uses them once), or null when there are none or they failed. */
async function takePrefetch(log: (message: string) => void): Promise<{ askedAt: Date; texts: Record<string, string> } | null> {
  const prefetch = (globalThis as Record<symbol, unknown>)[CONTENT_PREFETCH] as Prefetch | undefined;
  if (!prefetch) return null;
  delete (globalThis as Record<symbol, unknown>)[CONTENT_PREFETCH];
  if (prefetch.origin !== cmsUrl()) return null;
  try {
    return { askedAt: prefetch.askedAt, texts: await prefetch.texts };
  } catch (error) {
    log(`[content] the lists asked for at the start failed (${(error as Error).message}): read again`);
    return null;
  }
}

type ChangeList = keyof typeof CHANGE_LISTS;
const CHANGE_PATHS = Object.keys(CHANGE_LISTS) as ChangeList[];

/** The item lists as read ahead (parsed, not yet checked), and the CMS's clock when it answered (the earliest). */
interface ReadAhead {
  lists: Record<ChangeList, unknown[]>;
  since: Date;
}

/** Reads the item lists ahead; null when that fails (the build then reads them in full when it is due). */
async function readAhead(log: (message: string) => void): Promise<ReadAhead | null> {
  try {
    const answers = await Promise.all(CHANGE_PATHS.map((list) => fetchAnswer(list)));
    const dates = answers.map((a) => a.date?.getTime() ?? NaN);
    if (dates.some(Number.isNaN)) return null;
    const lists = {} as Record<ChangeList, unknown[]>;
    for (const [i, list] of CHANGE_PATHS.entries()) {
      const parsed = parseJson(`${cmsUrl()}/api/v1${list}`, answers[i].text);
      if (!Array.isArray(parsed)) return null;
      lists[list] = parsed;
    }
    log(`[content] read ahead: ${CHANGE_PATHS.map((list) => `${lists[list].length} ${CHANGE_LISTS[list]}`).join(', ')}`);
    return { lists, since: new Date(Math.min(...dates)) };
  } catch (error) {
    log(`[content] read ahead failed (${(error as Error).message}): the lists will be read in full`);
    return null;
  }
}

/**
 * The item lists read ahead, brought up to date (the text of each, as the CMS would answer it now), or
 * null when the CMS says to read them again or an answer does not fit (lib/changements.ts).
 */
async function upToDate(ahead: ReadAhead, token: string, log: (message: string) => void): Promise<Record<ChangeList, string> | null> {
  let answer: unknown;
  try {
    const { text } = await fetchAnswer(`/site/changements?depuis=${encodeURIComponent(ahead.since.toISOString())}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    answer = JSON.parse(text);
  } catch (error) {
    log(`[content] changes not available (${(error as Error).message}): the lists are read in full`);
    return null;
  }
  const texts = {} as Record<ChangeList, string>;
  let changed = 0;
  for (const list of CHANGE_PATHS) {
    const changes = listChanges(answer, CHANGE_LISTS[list]);
    const patched = changes && patchList(ahead.lists[list], changes);
    if (!patched) {
      log(`[content] the changes do not complete what was read ahead (${CHANGE_LISTS[list]}): the lists are read in full`);
      return null;
    }
    changed += changes.modifies.length;
    texts[list] = JSON.stringify(patched);
  }
  log(`[content] ${changed} item(s) changed since the read ahead`);
  return texts;
}

/** An item list from its text (read ahead and brought up to date): checked, and its digest recorded. */
function fromText<S extends z.ZodType>(list: string, schema: S, text: string): z.infer<S>[] {
  const url = `${cmsUrl()}/api/v1${list}`;
  const items = checkList(url, schema, parseJson(url, text));
  recordDigest(list, text);
  return items;
}

export interface SiteContent {
  realisations: Realisation[];
  articles: Article[];
  /** Closed offers too: they keep a page that says so (the lists show open offers only). */
  opportunites: Opportunite[];
  partenaires: Partenaire[];
  secteurs: Secteur[];
  /** When the build read the content: one clock for the whole build (which offers are still open). */
  readAt: Date;
}

/**
 * Waits for the gate (when there is one), then reads the five lists at once: the item lists from what was
 * read ahead and the changes since, when the worker gave the token and that works out, else in full.
 */
export async function readContent(log: (message: string) => void = console.log): Promise<SiteContent> {
  const gate = (globalThis as Record<symbol, unknown>)[BUILD_GATE] as Promise<void> | undefined;
  const token = process.env.BUILD_STATUS_TOKEN;
  if (gate) ((globalThis as Record<symbol, unknown>)[BUILD_WAITS] as (() => void) | undefined)?.();
  const ahead = gate && token ? readAhead(log) : Promise.resolve(null);
  await (gate ?? Promise.resolve());
  log('[content] reading the CMS lists');
  const prefetched = gate ? null : await takePrefetch(log);
  if (prefetched) {
    const checked = <S extends z.ZodType>(i: number, schema: S) => fromText(CONTENT_LISTS[i], schema, prefetched.texts[CONTENT_LISTS[i]]);
    return logged(log, {
      realisations: checked(0, realisationSchema),
      articles: checked(1, articleSchema),
      opportunites: checked(2, opportuniteSchema),
      partenaires: checked(3, partenaireSchema),
      secteurs: checked(4, secteurSchema),
      readAt: prefetched.askedAt,
    } as SiteContent);
  }
  const readAt = new Date();
  // Partners and sectors are small: always read in full, while the item lists are brought up to date.
  const small = Promise.all([read(CONTENT_LISTS[3], partenaireSchema), read(CONTENT_LISTS[4], secteurSchema)]);
  small.catch(() => {}); // awaited below; not an unhandled rejection meanwhile
  const previous = await ahead;
  const texts = previous && token ? await upToDate(previous, token, log) : null;
  const item = <S extends z.ZodType>(list: ChangeList, schema: S) =>
    texts ? Promise.resolve(fromText(list, schema, texts[list])) : read(list, schema);
  const [realisations, articles, opportunites, [partenaires, secteurs]] = await Promise.all([
    item('/realisations', realisationSchema),
    item('/articles', articleSchema),
    item('/opportunites?inclureFermees=true', opportuniteSchema),
    small,
  ]);
  return logged(log, { realisations, articles, opportunites, partenaires, secteurs, readAt } as SiteContent);
}

function logged(log: (message: string) => void, content: SiteContent): SiteContent {
  const { realisations, articles, opportunites, partenaires, secteurs } = content;
  log(
    `[content] read from the CMS: ${realisations.length} realisations, ${articles.length} articles, ${opportunites.length} opportunities, ${partenaires.length} partners, ${secteurs.length} sectors`,
  );
  return content;
}
