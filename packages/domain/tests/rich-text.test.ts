import { describe, expect, it } from 'vitest';
import sanitizeHtml from 'sanitize-html';
import {
  RICH_TEXT_MAX_DEPTH,
  htmlToText,
  isRichText,
  isTooDeep,
  plainTextToHtml,
  readLinkReference,
  sanitizeRichText,
  toRichHtml,
  type LinkReference,
} from '../src/rich-text';
import { validateArticle } from '../src/validation/article';
import { validateOpportunite } from '../src/validation/opportunite';

describe('htmlToText', () => {
  it('reads blocks as paragraphs and list items as lines, with entities decoded', () => {
    const html =
      '<h2>Fibre &amp; cuivre</h2><p>Un <strong>premier</strong>\n  paragraphe.</p><ul><li>un</li><li>deux</li></ul><blockquote><p>Cité</p></blockquote><p>a<br>b</p>';
    expect(htmlToText(html)).toBe('Fibre & cuivre\n\nUn premier paragraphe.\n\nun\ndeux\n\nCité\n\na\nb');
  });

  it('returns text without markup as it is, trimmed, so stored plain text counts as before', () => {
    expect(htmlToText('  Premier.\n\nSecond R&D.  ')).toBe('Premier.\n\nSecond R&D.');
    expect(htmlToText(null)).toBe('');
  });

  it('never reads the text of scripts or styles', () => {
    expect(htmlToText('<p>ok</p><script>alert(1)</script><style>p{}</style>')).toBe('ok');
  });

  it('decodes character references and reads through quoted attributes and comments', () => {
    expect(htmlToText('<p>&lt;b&gt; &#233;t&#xE9; &nbsp;&quot;x&quot; &eacute;</p>')).toBe('<b> été "x" é');
    expect(htmlToText('<p><a href="https://example.org/?a>b" rel="noopener">lien</a><!-- <p>caché</p> --></p>')).toBe('lien');
  });

  it('reads markup that never closes, and elements closed by others, as a browser does', () => {
    expect(htmlToText('<ul><li>un<li>deux</ul><p>a<p>b')).toBe('un\ndeux\n\na\n\nb');
    expect(htmlToText('<p>ok</p><template><p>caché</p></template><noscript>non</noscript>')).toBe('ok');
    expect(htmlToText('<p>début <a href="x')).toBe('début');
  });

  // The patterns this replaced were quadratic on such inputs: 60 KB of `<a` held the CMS for seconds.
  it('reads pathological markup in linear time', { timeout: 1000 }, () => {
    expect(htmlToText('<a'.repeat(30_000))).toBe('<a'.repeat(30_000));
    expect(isRichText('<a'.repeat(30_000))).toBe(false);
    expect(htmlToText(`<p>${'<a '.repeat(30_000)}`)).toBe('');
    expect(htmlToText(`${'<blockquote><ul><li>'.repeat(10_000)}x`)).toBe('');
    expect(htmlToText(`<p x="${'"'.repeat(30_000)}">y</p>`)).toBe('y');
  });

  it('reads an empty editor as empty', () => {
    expect(htmlToText('<p></p>')).toBe('');
    expect(htmlToText('<p> <br> </p>')).toBe('');
  });
});

describe('plain text as formatted text', () => {
  it('makes one escaped paragraph per blank-line-separated block', () => {
    expect(plainTextToHtml('Un <b> & "deux"\nsuite\n\n\nTrois')).toBe('<p>Un &lt;b&gt; &amp; &quot;deux&quot;\nsuite</p><p>Trois</p>');
  });

  it('keeps HTML as it is and turns plain text into paragraphs', () => {
    expect(isRichText('<p>x</p>')).toBe(true);
    expect(isRichText('a < b')).toBe(false);
    expect(toRichHtml('<p>x</p>')).toBe('<p>x</p>');
    expect(toRichHtml('a\n\nb')).toBe('<p>a</p><p>b</p>');
  });
});

describe('length rules on formatted text', () => {
  const now = new Date('2025-06-15T12:00:00.000Z');
  const loc = (v: string) => ({ fr: v, en: v, pt: v });
  // Published, so that a missing text counts.
  const article = (contenu: string) =>
    validateArticle({ titre: loc('Un titre assez long'), contenu: loc(contenu), categories: ['IT'], etat: 'publié' }, 'create', {
      now,
      hasImage: true,
      hasAuteur: true,
    })
      .errors.filter((e) => e.path.startsWith('contenu'))
      .map((e) => e.code);

  it('counts the text, not the markup', () => {
    // 99 characters of text in far more than 100 characters of markup: too short.
    expect(article(`<p><strong><em>${'c'.repeat(99)}</em></strong></p>`)).toEqual([
      'contenu.between',
      'contenu.between',
      'contenu.between',
    ]);
    expect(article(`<h2>${'c'.repeat(50)}</h2><p>${'c'.repeat(50)}</p>`)).toEqual([]);
    // 10 000 characters of text plus markup still fits.
    expect(article(`<p>${'c'.repeat(10000)}</p>`)).toEqual([]);
  });

  it('takes an empty editor for a missing text', () => {
    expect(article('<p></p>')).toEqual(['contenu.required', 'contenu.required', 'contenu.required']);
  });

  it('bounds an offer description on its text', () => {
    const codes = (description: string) =>
      validateOpportunite({ titre: loc('Offre'), description: loc(description) }, 'create', { now, hasImage: true, hasAuteur: true })
        .errors.filter((e) => e.path.startsWith('description'))
        .map((e) => e.code);
    expect(codes(`<p>${'d'.repeat(5000)}</p>`)).toEqual([]);
    expect(codes(`<p>${'d'.repeat(5001)}</p>`)).toEqual(['description.max', 'description.max', 'description.max']);
  });
});

describe('the sanitizer settings', () => {
  it('unwraps a refused link without touching the next one', () => {
    const once = sanitizeRichText('<p><a href="javascript:x">a</a> and <a href="https://ok.example/">b</a> c</p>', sanitizeHtml);
    expect(once).toBe('<p>a and <a href="https://ok.example/" rel="noopener">b</a> c</p>');
    // The site sanitizes stored text again: the result must not move.
    expect(sanitizeRichText(once, sanitizeHtml)).toBe(once);
  });
});

describe('links by reference', () => {
  const SITE = 'https://teranga.example';
  const stored = `<p>Voir <a href="${SITE}/article/ancienne" rel="noopener" data-ref="article:k3v9x2">la route</a>.</p>`;

  it('keeps a valid reference on a web link, and drops any other value', () => {
    expect(sanitizeRichText(stored, sanitizeHtml)).toBe(stored);
    for (const bad of ['page:k3v9x2', 'article:K3V9', 'article:', 'article:a b', `article:${'a'.repeat(65)}`, 'javascript:alert(1)']) {
      expect(sanitizeRichText(`<p><a href="${SITE}/x" data-ref="${bad}">t</a></p>`, sanitizeHtml)).toBe(
        `<p><a href="${SITE}/x" rel="noopener">t</a></p>`,
      );
    }
    expect(sanitizeRichText('<p><a href="mailto:a@b.sn" data-ref="article:k3v9x2">t</a></p>', sanitizeHtml)).toBe(
      '<p><a href="mailto:a@b.sn">t</a></p>',
    );
    expect(readLinkReference('realisation:abc123')).toEqual({ type: 'realisation', id: 'abc123' });
    expect(readLinkReference('article')).toBeNull();
  });

  it('renders a reference as the current address of its page, or as text when the page is gone', () => {
    const resolve = (r: LinkReference) => (r.id === 'k3v9x2' ? '/en/article/new-road' : null);
    expect(sanitizeRichText(stored, sanitizeHtml, resolve)).toBe('<p>Voir <a href="/en/article/new-road">la route</a>.</p>');
    expect(sanitizeRichText(stored.replace('k3v9x2', 'gone1'), sanitizeHtml, resolve)).toBe('<p>Voir la route.</p>');
    // Other links are kept as stored, and a reference on a refused address is never followed.
    expect(sanitizeRichText('<p><a href="https://ok.example/">b</a></p>', sanitizeHtml, resolve)).toBe(
      '<p><a href="https://ok.example/" rel="noopener">b</a></p>',
    );
    expect(sanitizeRichText('<p><a href="javascript:x" data-ref="article:k3v9x2">c</a></p>', sanitizeHtml, resolve)).toBe('<p>c</p>');
  });
});

describe('deeply nested markup', () => {
  const deep = (depth: number) => `${'<blockquote>'.repeat(depth)}texte${'</blockquote>'.repeat(depth)}`;

  it('reads and sanitizes markup up to the depth limit as usual', () => {
    expect(isTooDeep(deep(RICH_TEXT_MAX_DEPTH))).toBe(false);
    expect(htmlToText(deep(RICH_TEXT_MAX_DEPTH))).toBe('texte');
    expect(sanitizeRichText(deep(RICH_TEXT_MAX_DEPTH), sanitizeHtml)).toBe(deep(RICH_TEXT_MAX_DEPTH));
  });

  // The parser's cost grows with the square of the depth: 80,000 nested elements took seconds.
  it('stops reading beyond it, and never hands such markup to the sanitizer', { timeout: 1000 }, () => {
    const html = `<p>avant</p>${'<strong>'.repeat(100_000)}x`;
    expect(isTooDeep(html)).toBe(true);
    expect(htmlToText(html)).toBe('avant');
    expect(sanitizeRichText(html, () => expect.unreachable('sanitized'))).toBe('<p>avant</p>');
  });
});
