// The preview route's reading of a request (preview/lib/preview-request.ts): a token in a form post,
// checked before anything is rendered, with the status and language of the refusal.
import { describe, expect, it } from 'vitest';
import { ARTICLE, sampleAnswer } from '@teranga/domain';
import { APERCU_TTL_MS, signApercu } from '@teranga/domain/apercu-token';
import { readPreviewRequest } from '../../preview/lib/preview-request';

const SECRET = 'the-preview-secret';
const NOW = Date.UTC(2026, 10, 23, 12);
const article = sampleAnswer(ARTICLE, {
  _id: 'a1',
  slug: { fr: 'un-article', en: 'an-article', pt: 'um-artigo' },
  titre: { fr: 'Titre', en: 'Title', pt: 'Título' },
  contenu: { fr: '<p>Corps</p>', en: '<p>Body</p>', pt: '<p>Corpo</p>' },
  motsCles: { fr: [], en: [], pt: [] },
  etat: 'brouillon',
  datePublication: new Date(NOW).toISOString(),
  dateCreation: new Date(NOW).toISOString(),
  dateModification: null,
  auteur: null,
  nombreVues: 0,
  resume: { fr: '', en: '', pt: '' },
  categories: ['IT'],
  imagePrincipale: null,
  imagePrincipaleMedia: null,
  texteAlternatif: { fr: '', en: '', pt: '' },
  pointFocal: null,
  secteur: null,
});

const post = (jeton: string | null, lang = 'en', type = 'application/x-www-form-urlencoded') =>
  new Request(`http://site/apercu?lang=${lang}`, {
    method: 'POST',
    headers: { 'content-type': type },
    body: jeton === null ? '' : new URLSearchParams({ jeton }).toString(),
  });
const tokenFor = (payload: object) =>
  signApercu({ kind: 'article', lang: 'pt', item: article, exp: NOW + APERCU_TTL_MS, ...payload } as never, SECRET);

describe('readPreviewRequest', () => {
  it('gives the signed item in the signed language', async () => {
    const read = await readPreviewRequest(post(await tokenFor({})), SECRET, NOW);
    expect(read).toMatchObject({ status: 200, lang: 'pt', kind: 'article', item: { titre: { pt: 'Título' } } });
  });

  it('answers 401 without a token (a plain visit, another body), in the language asked for', async () => {
    expect(await readPreviewRequest(new Request('http://site/apercu?lang=en'), SECRET, NOW)).toEqual({
      status: 401,
      lang: 'en',
      reason: 'missing',
    });
    expect(await readPreviewRequest(post(null, 'pt'), SECRET, NOW)).toEqual({ status: 401, lang: 'pt', reason: 'missing' });
    const json = new Request('http://site/apercu', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jeton: await tokenFor({}) }),
    });
    expect(await readPreviewRequest(json, SECRET, NOW)).toEqual({ status: 401, lang: 'fr', reason: 'missing' });
  });

  it('answers 403 to a token of another secret, a forged one, and an item off the contract', async () => {
    const other = await signApercu({ kind: 'article', lang: 'pt', item: article, exp: NOW + APERCU_TTL_MS }, 'another-secret');
    expect(await readPreviewRequest(post(other), SECRET, NOW)).toEqual({ status: 403, lang: 'en', reason: 'invalid' });
    expect(await readPreviewRequest(post('e30.AAAA'), SECRET, NOW)).toEqual({ status: 403, lang: 'en', reason: 'invalid' });
    const offContract = await tokenFor({ item: { ...article, titre: 'not localized' } });
    expect(await readPreviewRequest(post(offContract), SECRET, NOW)).toEqual({ status: 403, lang: 'pt', reason: 'invalid' });
  });

  it('answers 410 once the token has expired', async () => {
    const token = await tokenFor({});
    expect(await readPreviewRequest(post(token), SECRET, NOW + APERCU_TTL_MS)).toEqual({ status: 410, lang: 'en', reason: 'expired' });
  });

  it('reads a multipart post too, and falls back to French for an unknown language', async () => {
    const form = new FormData();
    form.set('jeton', 'nope');
    const read = await readPreviewRequest(new Request('http://site/apercu?lang=xx', { method: 'POST', body: form }), SECRET, NOW);
    expect(read).toEqual({ status: 403, lang: 'fr', reason: 'invalid' });
  });
});
