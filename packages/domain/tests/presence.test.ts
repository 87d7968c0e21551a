import { describe, expect, it } from 'vitest';
import { PRESENCE_TTL_MS, alive, beat, holderOf, isPresenceSession, presenceFor, takeOver, type Heartbeat } from '../src/presence';

const T0 = Date.parse('2026-11-26T10:00:00Z');
const s = (seconds: number) => T0 + seconds * 1000;
const awa = { session: 'u-awa.page-1', user: 'u-awa', nom: 'Awa Diop' };
const awaTab = { session: 'u-awa.page-2', user: 'u-awa', nom: 'Awa Diop' };
const joao = { session: 'u-joao.page-1', user: 'u-joao', nom: 'João Silva' };
const fatou = { session: 'u-fatou.page-1', user: 'u-fatou', nom: 'Fatou Ndiaye' };

/** Awa opened at 0 s, João at 5 s; both beat at `last` seconds. */
function twoOpen(last = 10): Heartbeat[] {
  return [beat(beat(null, awa, s(0)), awa, s(last)), beat(beat(null, joao, s(5)), joao, s(last))];
}

describe('alive', () => {
  it('keeps a form heard from less than 30 s ago and drops it at 30 s', () => {
    const beats = [beat(null, awa, s(0))];
    expect(alive(beats, s(29.999))).toHaveLength(1);
    expect(alive(beats, s(0) + PRESENCE_TTL_MS)).toHaveLength(0);
  });
});

describe('holderOf', () => {
  it('is the first form opened that is still there', () => {
    expect(holderOf(twoOpen(), s(12))?.session).toBe(awa.session);
  });

  it('passes to the next one when the first is gone', () => {
    const beats = [beat(null, awa, s(0)), beat(beat(null, joao, s(5)), joao, s(25))];
    expect(holderOf(beats, s(31))?.session).toBe(joao.session);
  });

  it('is the one who took over, while it is there; the first again once it left', () => {
    const beats = twoOpen();
    const taken = takeOver(beats, beats[1], s(11));
    const after = [beats[0], taken];
    expect(holderOf(after, s(12))?.session).toBe(joao.session);
    // João stops beating at 10 s; Awa keeps on: she holds it again once he is gone.
    const awaLater = beat(beats[0], awa, s(39));
    expect(holderOf([awaLater, taken], s(40))?.session).toBe(awa.session);
  });

  it('is the last one who took over', () => {
    const beats = [...twoOpen(), beat(beat(null, fatou, s(7)), fatou, s(10))];
    const joaoTook = takeOver(beats, beats[1], s(11));
    const fatouTook = takeOver([beats[0], joaoTook, beats[2]], beats[2], s(12));
    expect(holderOf([beats[0], joaoTook, fatouTook], s(13))?.session).toBe(fatou.session);
    expect(fatouTook.takenFrom).toBe(joao.session);
  });

  it('is nobody when every form is gone', () => {
    expect(holderOf(twoOpen(), s(45))).toBeNull();
  });
});

describe('beat', () => {
  it('keeps when the form opened and whether it took over, while it is there', () => {
    const first = beat(null, awa, s(0));
    const taken = { ...first, takenAt: s(1), takenFrom: 'x' };
    expect(beat(taken, awa, s(20))).toEqual({ ...taken, lastSeen: s(20) });
  });

  it('starts again, behind the others, after the form was gone', () => {
    const first = { ...beat(null, awa, s(0)), takenAt: s(1), takenFrom: 'x' };
    expect(beat(first, awa, s(31))).toEqual({ ...awa, since: s(31), lastSeen: s(31), takenAt: null, takenFrom: null });
  });
});

describe('takeOver', () => {
  it('changes nothing for the holder', () => {
    const beats = twoOpen();
    expect(takeOver(beats, beats[0], s(11))).toBe(beats[0]);
  });
});

describe('presenceFor', () => {
  it('tells the first one it edits and who else is there', () => {
    const view = presenceFor(twoOpen(), awa.session, s(12));
    expect(view.mode).toBe('edition');
    expect(view.titulaire).toEqual({ utilisateur: 'u-awa', nom: 'Awa Diop', depuis: new Date(s(0)).toISOString() });
    expect(view.presents).toEqual([{ utilisateur: 'u-joao', nom: 'João Silva', depuis: new Date(s(5)).toISOString(), mode: 'lecture' }]);
    expect(view.reprisePar).toBeNull();
  });

  it('tells the second one it reads only, and who edits', () => {
    const view = presenceFor(twoOpen(), joao.session, s(12));
    expect(view.mode).toBe('lecture');
    expect(view.titulaire?.nom).toBe('Awa Diop');
    expect(view.presents).toEqual([{ utilisateur: 'u-awa', nom: 'Awa Diop', depuis: new Date(s(0)).toISOString(), mode: 'edition' }]);
    expect(view.reprisePar).toBeNull();
  });

  it('tells the holder that was taken over who took it, and only them', () => {
    const beats = [...twoOpen(), beat(beat(null, fatou, s(7)), fatou, s(10))];
    const after = [beats[0], takeOver(beats, beats[1], s(11)), beats[2]];
    const awaView = presenceFor(after, awa.session, s(12));
    expect(awaView.mode).toBe('lecture');
    expect(awaView.reprisePar).toEqual({ utilisateur: 'u-joao', nom: 'João Silva' });
    expect(presenceFor(after, joao.session, s(12))).toMatchObject({ mode: 'edition', reprisePar: null });
    expect(presenceFor(after, fatou.session, s(12))).toMatchObject({ mode: 'lecture', reprisePar: null });
  });

  it('no longer lists someone gone 30 s after their last heartbeat', () => {
    const beats = [beat(null, awa, s(0)), beat(beat(null, joao, s(5)), joao, s(40))];
    expect(presenceFor(beats, joao.session, s(29)).presents).toHaveLength(1);
    const later = presenceFor(beats, joao.session, s(30));
    expect(later.presents).toEqual([]);
    expect(later.mode).toBe('edition');
  });

  it('lists a person once, editing if one of their forms edits', () => {
    const beats = [beat(null, awa, s(0)), beat(null, awaTab, s(1)), beat(null, joao, s(2))];
    const view = presenceFor(beats, joao.session, s(3));
    expect(view.presents).toEqual([{ utilisateur: 'u-awa', nom: 'Awa Diop', depuis: new Date(s(0)).toISOString(), mode: 'edition' }]);
    // Her second tab reads only, and sees her first one.
    const tab = presenceFor(beats, awaTab.session, s(3));
    expect(tab.mode).toBe('lecture');
    expect(tab.presents.map((p) => [p.utilisateur, p.mode])).toEqual([
      ['u-awa', 'edition'],
      ['u-joao', 'lecture'],
    ]);
  });

  it('edits alone when nobody else is there', () => {
    expect(presenceFor([beat(null, awa, s(0))], awa.session, s(1))).toMatchObject({ mode: 'edition', presents: [], reprisePar: null });
  });
});

describe('isPresenceSession', () => {
  it('takes a page id of 8 to 64 safe characters', () => {
    expect(isPresenceSession('abcDEF12')).toBe(true);
    expect(isPresenceSession('a'.repeat(64))).toBe(true);
    expect(isPresenceSession('short')).toBe(false);
    expect(isPresenceSession('a'.repeat(65))).toBe(false);
    expect(isPresenceSession('abc def 123')).toBe(false);
    expect(isPresenceSession('abcdefgh:1')).toBe(false);
    expect(isPresenceSession(12345678)).toBe(false);
  });
});
