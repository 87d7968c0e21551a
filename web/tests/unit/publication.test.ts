// A detail page says 'Publié le …' of a published item only: the editors' preview of a draft or a
// scheduled item says what it previews.
import { describe, expect, it } from 'vitest';
import { useTranslations } from '../../src/i18n';
import { publicationMeta } from '../../src/lib/publication';

describe('publicationMeta', () => {
  const fr = useTranslations('fr');
  const en = useTranslations('en');
  const date = '2026-11-26T09:00:00.000Z';

  it('gives the publication date of a published item, on the site and in a preview', () => {
    expect(publicationMeta({ etat: 'publié' }, date, 'fr', fr)).toEqual({
      label: 'Publié le',
      value: '26 novembre 2026',
      line: 'Publié le 26 novembre 2026',
    });
    expect(publicationMeta({ etat: 'publié' }, date, 'fr', fr, true).line).toBe('Publié le 26 novembre 2026');
  });

  it('never says published in the preview of a draft or a scheduled item', () => {
    expect(publicationMeta({ etat: 'brouillon' }, date, 'fr', fr, true)).toEqual({
      label: 'Publication',
      value: 'Aperçu d’un brouillon : pas encore publié',
      line: 'Aperçu d’un brouillon : pas encore publié',
    });
    expect(publicationMeta({ etat: 'planifié' }, date, 'en', en, true).line).toBe(
      'Preview of a scheduled item: to be published on 26 November 2026',
    );
    expect(publicationMeta({ etat: null }, null, 'en', en, true).line).toBe('Preview of a draft: not published yet');
  });
});
