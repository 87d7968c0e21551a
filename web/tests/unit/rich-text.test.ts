import { describe, expect, it } from 'vitest';
import { ARTICLE, OPPORTUNITE, sampleAnswer } from '@teranga/domain';
import { richHtml, richText } from '../../src/lib/rich-text';
import { articleCard, opportuniteCard } from '../../src/lib/cards';
import { plainSummary } from '../../src/lib/feed';
import { opportuniteLd } from '../../src/lib/structured-data';
import type { Article, Opportunite } from '@teranga/domain';

const l = (fr: string) => ({ fr, en: fr, pt: fr });
const keywords = { fr: [], en: [], pt: [] };
const HTML =
  '<h2>Le chantier</h2><p>Un <strong>réseau</strong> &amp; <a href="https://example.org" rel="noopener">un lien</a>.</p><ul><li>un</li><li>deux</li></ul>';

describe('formatted text on the site', () => {
  it('renders stored HTML as it is', () => {
    expect(richHtml(HTML)).toBe(HTML);
  });

  it('sanitizes it again at build time', () => {
    expect(
      richHtml(
        '<p onclick="alert(1)">texte<script>alert(1)</script><img src=x onerror=alert(1)> <a href="javascript:alert(1)">lien</a></p>',
      ),
    ).toBe('<p>texte lien</p>');
  });

  it('renders text from before formatted text as escaped paragraphs', () => {
    expect(richHtml('Premier & a < b.\n\nSecond.')).toBe('<p>Premier &amp; a &lt; b.</p><p>Second.</p>');
    expect(richHtml('Premier.\n\nSecond.')).toBe('<p>Premier.</p><p>Second.</p>');
    expect(richHtml(null)).toBe('');
  });

  it('gives cards, feeds and structured data the plain text', () => {
    expect(richText(HTML)).toBe('Le chantier\n\nUn réseau & un lien.\n\nun\ndeux');
    const a = sampleAnswer(ARTICLE, {
      _id: 'a',
      slug: l('actu'),
      titre: l('Actu'),
      contenu: l(HTML),
      resume: l(''),
      motsCles: keywords,
      categories: [],
      etat: 'publié',
      datePublication: null,
      dateCreation: null,
      imagePrincipale: null,
      imagePrincipaleMedia: null,
      texteAlternatif: l(''),
      pointFocal: null,
      secteur: null,
      auteur: null,
      nombreVues: 0,
    }) as unknown as Article;
    expect(articleCard(a, 'fr').text).toBe('Le chantier\n\nUn réseau & un lien.\n\nun\ndeux');
    const o = sampleAnswer(OPPORTUNITE, {
      _id: 'o',
      slug: l('offre'),
      titre: l('Offre'),
      description: l(HTML),
      contenu: l(''),
      motsCles: keywords,
      categorie: 'Sous-traitance',
      pays: 'Sénégal',
      contact: '',
      quantiteDisponible: '',
      statut: 'actif',
      etat: 'publié',
      datePublication: null,
      dateCreation: null,
      image: null,
      imageMedia: null,
      texteAlternatif: l(''),
      pointFocal: null,
      auteur: null,
      nombreVues: 0,
    }) as unknown as Opportunite;
    expect(opportuniteCard(o, 'fr').text).not.toMatch(/[<>]|&amp;/);
    expect(opportuniteLd('https://example.sn/', 'fr', o, 'https://example.sn/opportunite/offre', '/x.jpg').description).toBe(
      richText(HTML),
    );
    expect(plainSummary(HTML)).toBe('Le chantier Un réseau & un lien. un deux');
  });
});
