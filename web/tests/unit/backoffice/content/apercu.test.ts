// @vitest-environment happy-dom
// The preview panel's pure parts (docs/backoffice.md, "Aperçu"): one render at a time after a pause, the
// marks of the page mapped to the form's fields, the screen widths, the kept layout, the new pictures
// shown from the browser's copy, and the checks placed in the page.
import { describe, expect, it } from 'vitest';
import type { Controle } from '@teranga/domain';
import { signApercu } from '@teranga/domain/apercu-token';
import { apercuMark, MARK_FIELD, MARK_LANG } from '../../../../src/lib/apercu-marks';
import { createRefresher, REFRESH_DELAY_MS, type Timers } from '../../../../src/backoffice/content/apercu/refresh';
import { markTarget, markedElements } from '../../../../src/backoffice/content/apercu/marks';
import { defaultFrameSize, fitFrame } from '../../../../src/backoffice/content/apercu/sizes';
import { clampSplit, prefsKey, readPrefs, splitAfterKey, writePrefs } from '../../../../src/backoffice/content/apercu/split';
import { pictureSwaps, swapInDocument, swapInHtml, withStandIns } from '../../../../src/backoffice/content/apercu/pictures';
import { controlePlaces } from '../../../../src/backoffice/content/apercu/controles';
import { morphDocument, TOOL_ATTR } from '../../../../src/backoffice/content/apercu/morph';

/** Timers a test moves by hand. */
function manualTimers() {
  let now = 0;
  const pending = new Map<number, { at: number; run: () => void }>();
  let next = 1;
  const timers: Timers = {
    setTimeout: (run, ms) => {
      pending.set(next, { at: now + ms, run });
      return next++;
    },
    clearTimeout: (handle) => void pending.delete(handle as number),
  };
  const advance = (ms: number) => {
    now += ms;
    for (const [id, timer] of [...pending].sort((a, b) => a[1].at - b[1].at))
      if (timer.at <= now) {
        pending.delete(id);
        timer.run();
      }
  };
  return { timers, advance, pending: () => pending.size };
}

describe('the refresher', () => {
  it('renders once after the pause that follows the last change', () => {
    const clock = manualTimers();
    const signals: AbortSignal[] = [];
    const refresher = createRefresher(async (signal) => void signals.push(signal), REFRESH_DELAY_MS, clock.timers);
    refresher.schedule();
    clock.advance(REFRESH_DELAY_MS - 1);
    refresher.schedule();
    clock.advance(REFRESH_DELAY_MS - 1);
    expect(signals).toHaveLength(0);
    clock.advance(1);
    expect(signals).toHaveLength(1);
    expect(clock.pending()).toBe(0);
  });

  it('aborts the render in flight when the next one starts, and on cancel', async () => {
    const clock = manualTimers();
    const signals: AbortSignal[] = [];
    const refresher = createRefresher(
      (signal) => {
        signals.push(signal);
        return new Promise(() => undefined);
      },
      REFRESH_DELAY_MS,
      clock.timers,
    );
    refresher.now();
    refresher.schedule();
    expect(signals[0].aborted).toBe(false);
    clock.advance(REFRESH_DELAY_MS);
    expect(signals.map((s) => s.aborted)).toEqual([true, false]);
    refresher.now();
    expect(signals.map((s) => s.aborted)).toEqual([true, true, false]);
    refresher.schedule();
    refresher.cancel();
    expect(signals[2].aborted).toBe(true);
    clock.advance(REFRESH_DELAY_MS);
    expect(signals).toHaveLength(3);
  });

  it('keeps going after a render that fails', async () => {
    const clock = manualTimers();
    let calls = 0;
    const refresher = createRefresher(
      async () => {
        calls += 1;
        throw new Error('refused');
      },
      REFRESH_DELAY_MS,
      clock.timers,
    );
    refresher.now();
    await Promise.resolve();
    refresher.now();
    expect(calls).toBe(2);
  });
});

describe('the marks of a preview render', () => {
  it('exist only in a preview', () => {
    expect(apercuMark(false, 'titre', 'fr')).toEqual({});
    expect(apercuMark(undefined, 'titre', 'fr')).toEqual({});
    expect(apercuMark(true, 'titre', 'en')).toEqual({ [MARK_FIELD]: 'titre', [MARK_LANG]: 'en' });
    expect(apercuMark(true, 'imagePrincipale')).toEqual({ [MARK_FIELD]: 'imagePrincipale' });
  });

  it("name the form's field, its language, and the block of a formatted text", () => {
    document.body.innerHTML = `
      <h1 data-apercu-champ="titre" data-apercu-langue="en">A <em>title</em></h1>
      <div data-apercu-champ="contenu" data-apercu-langue="en"><p>One</p><h2>Two</h2><p>Three <a href="/x">link</a></p></div>
      <img data-apercu-champ="imagePrincipale" alt="">
      <p id="free">Not from a field</p>`;
    const em = document.querySelector('em')!;
    expect(markTarget(em)).toMatchObject({ path: 'titre.en', champ: 'titre', lang: 'en', block: 0 });
    expect(markTarget(em.firstChild)).toMatchObject({ path: 'titre.en' });
    expect(markTarget(document.querySelector('h1'))).toMatchObject({ path: 'titre.en', block: null });
    expect(markTarget(document.querySelector('a'))).toMatchObject({ path: 'contenu.en', block: 2 });
    expect(markTarget(document.querySelector('h2'))).toMatchObject({ path: 'contenu.en', block: 1 });
    expect(markTarget(document.querySelector('img'))).toMatchObject({ path: 'imagePrincipale', lang: null });
    expect(markTarget(document.getElementById('free'))).toBeNull();
    expect(markTarget(null)).toBeNull();
    expect(markedElements(document, 'contenu.en')).toHaveLength(1);
    expect(markedElements(document, 'contenu.fr')).toHaveLength(0);
  });

  it('ignore a language that is not one of the site', () => {
    document.body.innerHTML = `<h1 data-apercu-champ="titre" data-apercu-langue="de">T</h1>`;
    expect(markTarget(document.querySelector('h1'))).toMatchObject({ path: 'titre', lang: null });
  });
});

describe('the screen widths', () => {
  it('lays the page out at the width chosen and scales it down to the panel, never up', () => {
    expect(fitFrame('telephone', 500)).toEqual({ width: 390, scale: 1 });
    expect(fitFrame('ordinateur', 640)).toEqual({ width: 1280, scale: 0.5 });
    expect(fitFrame('tablette', 0)).toEqual({ width: 768, scale: 1 });
  });

  it('opens on the widest screen the panel shows unscaled', () => {
    expect(defaultFrameSize(1400)).toBe('ordinateur');
    expect(defaultFrameSize(800)).toBe('tablette');
    expect(defaultFrameSize(520)).toBe('telephone');
    expect(defaultFrameSize(320)).toBe('telephone');
  });
});

describe('the layout kept per person', () => {
  it('moves the separator by key within its bounds', () => {
    expect(splitAfterKey(50, 'ArrowLeft')).toBe(45);
    expect(splitAfterKey(50, 'ArrowRight', true)).toBe(60);
    expect(splitAfterKey(32, 'ArrowLeft')).toBe(30);
    expect(splitAfterKey(50, 'Home')).toBe(30);
    expect(splitAfterKey(50, 'End')).toBe(70);
    expect(splitAfterKey(50, 'a')).toBeNull();
    expect(clampSplit(99.6)).toBe(70);
  });

  it('reads back what one person chose, and checks every value', () => {
    writePrefs(localStorage, 'u1', { open: true, split: 60, size: 'tablette' });
    expect(readPrefs(localStorage, 'u1')).toEqual({ open: true, split: 60, size: 'tablette' });
    expect(readPrefs(localStorage, 'u2')).toEqual({ open: false, split: 50, size: null });
    localStorage.setItem(prefsKey('u3'), JSON.stringify({ open: 'yes', split: 5, size: 'watch' }));
    expect(readPrefs(localStorage, 'u3')).toEqual({ open: false, split: 30, size: null });
    localStorage.setItem(prefsKey('u4'), '{not json');
    expect(readPrefs(localStorage, 'u4')).toEqual({ open: false, split: 50, size: null });
    localStorage.clear();
  });
});

describe('new pictures', () => {
  const picture = (name: string) => new File([name], name, { type: 'image/jpeg' });

  it('are sent as small copies, the texts as they are, and remembered by field', async () => {
    const [a, b] = [picture('a.jpg'), picture('b.jpg')];
    const body = new FormData();
    body.append('titre[fr]', 'T');
    body.append('images', a, a.name);
    body.append('images', b, b.name);
    const { body: sent, added } = await withStandIns(body, async (file) => new File(['s'], `small-${file.name}`, { type: 'image/png' }));
    expect(sent.get('titre[fr]')).toBe('T');
    expect((sent.getAll('images') as File[]).map((f) => f.name)).toEqual(['small-a.jpg', 'small-b.jpg']);
    expect(added.get('images')).toEqual([a, b]);
  });

  it('show the chosen file where the CMS put its small copy, the kept pictures untouched', async () => {
    const [a, b, c] = [picture('a.jpg'), picture('b.jpg'), picture('c.jpg')];
    const item = {
      images: ['/uploads/kept.jpg', 'data:image/webp;base64,AAA', 'data:image/webp;base64,BBB'],
      imagePrincipale: 'data:image/webp;base64,CCC',
    };
    const jeton = await signApercu({ kind: 'realisation', lang: 'fr', item, exp: Date.now() + 60_000 }, 'secret');
    const urls = new Map([
      [a, 'blob:a'],
      [b, 'blob:b'],
      [c, 'blob:c'],
    ]);
    const swaps = pictureSwaps(
      jeton,
      new Map([
        ['images', [a, b]],
        ['imagePrincipale', [c]],
      ]),
      (file) => urls.get(file)!,
    );
    expect([...swaps]).toEqual([
      ['data:image/webp;base64,AAA', 'blob:a'],
      ['data:image/webp;base64,BBB', 'blob:b'],
      ['data:image/webp;base64,CCC', 'blob:c'],
    ]);
    expect(pictureSwaps('not-a-token', new Map([['images', [a]]]), () => 'blob:x').size).toBe(0);

    const html =
      '<img src="data:image/webp;base64,AAA"><astro-island props="{&quot;src&quot;:[0,&quot;data:image/webp;base64,BBB&quot;]}">';
    expect(swapInHtml(html, swaps)).toBe('<img src="blob:a"><astro-island props="{&quot;src&quot;:[0,&quot;blob:b&quot;]}">');
    document.body.innerHTML = '<img src="data:image/webp;base64,CCC" srcset="x 1w"><img src="/uploads/kept.jpg">';
    swapInDocument(document, swaps);
    const [first, second] = Array.from(document.querySelectorAll('img'));
    expect(first.getAttribute('src')).toBe('blob:c');
    expect(first.hasAttribute('srcset')).toBe(false);
    expect(second.getAttribute('src')).toBe('/uploads/kept.jpg');
  });
});

describe('the checks placed in the page', () => {
  const check = (code: Controle['code'], langue: Controle['langue'], champ: string, params: Controle['params'] = {}): Controle => ({
    code,
    niveau: 'erreur',
    langue,
    champ,
    message: code,
    params,
  });

  it("outlines the page's language's broken links, skipped headings and pictures without text, each with its field", () => {
    document.documentElement.setAttribute('lang', 'fr');
    document.body.innerHTML = `
      <img data-apercu-champ="imagePrincipale" alt="">
      <div data-apercu-champ="contenu" data-apercu-langue="fr"><p><a href="/nulle-part">ici</a> <a href="/ok">ok</a></p><h4>Sauté</h4></div>`;
    const places = controlePlaces(document, [
      check('controle.lienIntrouvable', 'fr', 'contenu', { url: '/nulle-part' }),
      check('controle.titresSautes', 'fr', 'contenu', { niveau: 'h4', attendu: 'h2' }),
      check('controle.imageSansTexte', 'fr', 'texteAlternatif'),
      check('controle.lienIntrouvable', 'en', 'contenu', { url: '/nowhere' }),
      check('controle.titreRechercheLong', 'fr', 'referencementTitre'),
    ]);
    expect(places.map((p) => [p.element.tagName, p.path, p.element.getAttribute('href')])).toEqual([
      ['A', 'contenu.fr', '/nulle-part'],
      ['H4', 'contenu.fr', null],
      ['IMG', 'texteAlternatif.fr', null],
    ]);
  });
});

describe('a new render', () => {
  const page = (title: string, props: string) =>
    `<!doctype html><html lang="fr"><head><title>${title}</title></head><body><main><h1>${title}</h1>` +
    `<astro-island props="${props}"><p>island</p></astro-island><p>Fixed</p></main></body></html>`;

  it('patches the page shown: its nodes, the running islands with the same properties and what the panel added stay', () => {
    const doc = document.implementation.createHTMLDocument('');
    doc.documentElement.innerHTML = new DOMParser().parseFromString(page('Before', 'a'), 'text/html').documentElement.innerHTML;
    const body = doc.body;
    const fixed = doc.querySelector('main > p')!;
    const island = doc.querySelector('astro-island')!;
    island.innerHTML = '<p>hydrated</p>';
    const tool = doc.createElement('p');
    tool.setAttribute(TOOL_ATTR, '');
    body.append(tool);

    morphDocument(doc, page('After', 'a'));
    expect(doc.querySelector('h1')!.textContent).toBe('After');
    expect(doc.body).toBe(body);
    expect(doc.querySelector('main > p')).toBe(fixed);
    expect(doc.querySelector('astro-island')).toBe(island);
    expect(island.textContent).toBe('hydrated');
    expect(tool.isConnected).toBe(true);

    // An island whose properties changed starts again from the new ones.
    morphDocument(doc, page('After', 'b'));
    expect(doc.querySelector('astro-island')).not.toBe(island);
    expect(doc.querySelector('astro-island')!.getAttribute('props')).toBe('b');
    expect(doc.querySelector('astro-island')!.textContent).toBe('island');
  });
});
