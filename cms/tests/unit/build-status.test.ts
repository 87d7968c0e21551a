import { describe, expect, it } from 'vitest';
import { applyBuildReport, itemOnSite, liveBuildStart, parseBuildReport, UNKNOWN } from '../../src/rules/build-status';

const t1 = new Date('2026-11-21T10:00:00Z');
const t2 = new Date('2026-11-21T10:05:00Z');

describe('parseBuildReport', () => {
  it('reads the worker reports', () => {
    expect(parseBuildReport({ etat: 'reconstruction' })).toEqual({ etat: 'reconstruction' });
    expect(parseBuildReport({ etat: 'a_jour', raison: 'ignored' })).toEqual({ etat: 'a_jour' });
    expect(parseBuildReport({ etat: 'echec', raison: '  CMS unreachable ' })).toEqual({ etat: 'echec', raison: 'CMS unreachable' });
  });

  it('gives a failure without a reason a default one and caps long reasons', () => {
    expect(parseBuildReport({ etat: 'echec' })).toEqual({ etat: 'echec', raison: 'La construction du site a échoué.' });
    expect((parseBuildReport({ etat: 'echec', raison: 'x'.repeat(900) }) as { raison: string }).raison).toHaveLength(500);
  });

  it('reads Netlify deploy notifications', () => {
    expect(parseBuildReport({ state: 'building', id: 'd1' })).toEqual({ etat: 'reconstruction' });
    expect(parseBuildReport({ state: 'ready' })).toEqual({ etat: 'a_jour' });
    expect(parseBuildReport({ state: 'error', error_message: 'Build script returned non-zero exit code: 2' })).toEqual({
      etat: 'echec',
      raison: 'Build script returned non-zero exit code: 2',
    });
  });

  it('refuses anything else', () => {
    for (const body of [null, 'a_jour', {}, { etat: 'inconnu' }, { etat: 'fini' }, { state: 'new' }])
      expect(parseBuildReport(body)).toBeNull();
  });
});

describe('applyBuildReport', () => {
  it('records a success as the last one', () => {
    expect(applyBuildReport(UNKNOWN, { etat: 'a_jour' }, t1)).toEqual({
      etat: 'a_jour',
      depuis: t1.toISOString(),
      derniereReussite: t1.toISOString(),
      raison: null,
    });
  });

  it('keeps the last success through a rebuild and a failure', () => {
    const ok = applyBuildReport(UNKNOWN, { etat: 'a_jour' }, t1);
    const building = applyBuildReport(ok, { etat: 'reconstruction' }, t2);
    expect(building).toEqual({ etat: 'reconstruction', depuis: t2.toISOString(), derniereReussite: t1.toISOString(), raison: null });
    expect(applyBuildReport(building, { etat: 'echec', raison: 'boom' }, t2)).toEqual({
      etat: 'echec',
      depuis: t2.toISOString(),
      derniereReussite: t1.toISOString(),
      raison: 'boom',
    });
  });
});

describe("an item's page against the build status", () => {
  const at = (s: number) => new Date(Date.UTC(2026, 10, 28, 10, 0, s)).toISOString();
  it('is online once a build that started after the last write went live', () => {
    expect(itemOnSite(false, at(0), { etat: 'a_jour', depuis: at(9), debutReussite: at(5) })).toBe('hors_ligne');
    expect(itemOnSite(true, at(3), { etat: 'a_jour', depuis: at(9), debutReussite: at(5) })).toBe('en_ligne');
    // Started before the write, live after it: not this save.
    expect(itemOnSite(true, at(6), { etat: 'a_jour', depuis: at(9), debutReussite: at(5) })).toBe('en_attente');
    // Its start unknown: live after the write.
    expect(itemOnSite(true, at(6), { etat: 'a_jour', depuis: at(9), debutReussite: null })).toBe('en_ligne');
    expect(itemOnSite(true, at(6), { etat: 'a_jour', depuis: at(4), debutReussite: null })).toBe('en_attente');
    expect(itemOnSite(true, at(6), { etat: 'reconstruction', depuis: at(7) })).toBe('en_attente');
    expect(itemOnSite(true, at(6), { etat: 'echec', depuis: at(8) })).toBe('echec');
    expect(itemOnSite(true, at(6), { etat: 'echec', depuis: at(5) })).toBe('en_attente');
    expect(itemOnSite(true, at(6), { etat: 'inconnu', depuis: null })).toBe('en_attente');
  });

  it('keeps the start of the build that went live: the reconstruction it ended', () => {
    expect(liveBuildStart({ etat: 'reconstruction', depuis: at(5) }, { etat: 'a_jour' })).toBe(at(5));
    expect(liveBuildStart({ etat: 'echec', depuis: at(5), debutReussite: at(1) }, { etat: 'a_jour' })).toBeNull();
    expect(liveBuildStart({ etat: 'a_jour', depuis: at(5), debutReussite: at(1) }, { etat: 'reconstruction' })).toBe(at(1));
    expect(liveBuildStart({ etat: 'reconstruction', depuis: at(5), debutReussite: at(1) }, { etat: 'echec', raison: 'x' })).toBe(at(1));
  });
});
