import { describe, expect, it } from 'vitest';
import { CmsError, checkList, fetchAnswer, isLoopback, loadList } from '../../src/lib/cms-client';
import { partenaireSchema } from '@teranga/domain/answers';

const partner = { _id: 'p', nom: 'ANR', siteWeb: '', logo: null, logoMedia: null, actif: true, ordreAffichage: 1 };

describe('CMS answers checked at build time', () => {
  it('accepts answers that keep the contract', () => {
    expect(checkList('u', partenaireSchema, [partner])).toHaveLength(1);
  });
  it('names the URL, the item and the field that break the contract', () => {
    expect(() => checkList('http://cms/api/v1/partenaires', partenaireSchema, [partner, { ...partner, ordreAffichage: 'un' }])).toThrow(
      /CMS contract broken at http:\/\/cms\/api\/v1\/partenaires: \[1\]\.ordreAffichage/,
    );
    expect(() => checkList('u', partenaireSchema, { data: [] })).toThrow(/expected a list/);
  });
  it('says which URL is unreachable', async () => {
    const refused = (() =>
      Promise.reject(Object.assign(new TypeError('fetch failed'), { cause: { code: 'ECONNREFUSED' } }))) as unknown as typeof fetch;
    await expect(loadList('/partenaires', partenaireSchema, refused)).rejects.toThrow(
      /CMS unreachable at http:\/\/127\.0\.0\.1:1337\/api\/v1\/partenaires \(ECONNREFUSED\)/,
    );
  });
  it('asks once more when an answer breaks off, and names the URL when it breaks off again', async () => {
    let calls = 0;
    const broken = () => new Response(new ReadableStream({ start: (c) => c.error(new TypeError('terminated')) }));
    const onceBroken = (async () => (calls++ === 0 ? broken() : new Response(JSON.stringify([partner])))) as typeof fetch;
    expect(await loadList('/partenaires', partenaireSchema, onceBroken)).toHaveLength(1);
    expect(calls).toBe(2);
    const alwaysBroken = (async () => broken()) as typeof fetch;
    await expect(loadList('/partenaires', partenaireSchema, alwaysBroken)).rejects.toThrow(
      /CMS answer broken off at http:\/\/127\.0\.0\.1:1337\/api\/v1\/partenaires \(terminated\)/,
    );
  });
  it('reports an error status', async () => {
    const failing = (async () => new Response('boom', { status: 500 })) as typeof fetch;
    await expect(loadList('/secteurs', partenaireSchema, failing)).rejects.toBeInstanceOf(CmsError);
  });
  it('asks a CMS on loopback for uncompressed lists (compressing megabytes cost more than sending them), another as usual', async () => {
    expect(['http://127.0.0.1:1337/api/v1/x', 'http://localhost/api/v1/x', 'http://[::1]:80/api/v1/x'].every(isLoopback)).toBe(true);
    expect(['https://cms.example.org/api/v1/x', 'http://127.0.0.1.example.org/api/v1/x', 'http://10.0.0.1/api/v1/x'].some(isLoopback)).toBe(
      false,
    );
    const seen: Headers[] = [];
    const recording = (async (_url: string, init: RequestInit) => {
      seen.push(new Headers(init.headers));
      return new Response('[]', { headers: { date: 'Mon, 23 Nov 2026 18:00:00 GMT' } });
    }) as unknown as typeof fetch;
    const answer = await fetchAnswer('/partenaires', { fetchImpl: recording, headers: { authorization: 'Bearer t' } });
    expect(answer).toEqual({ text: '[]', date: new Date('2026-11-23T18:00:00.000Z') });
    expect(seen[0].get('accept-encoding')).toBe('identity');
    expect(seen[0].get('authorization')).toBe('Bearer t');
  });
});
