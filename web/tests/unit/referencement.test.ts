import { describe, expect, it } from 'vitest';
import { referencementOf } from '../../src/lib/referencement';

const defaults = { title: 'Pose de fibre à Thiès', description: 'Le résumé de la page.' };

describe('referencementOf', () => {
  it('defaults to the title with the site name and the page summary', () => {
    expect(referencementOf({}, 'fr', defaults)).toEqual({
      title: 'Pose de fibre à Thiès | Teranga Services',
      description: 'Le résumé de la page.',
    });
  });

  it("uses the language's own search title and description, as written, and the defaults in a language without them", () => {
    const item = {
      referencementTitre: { fr: ' Fibre optique à Thiès : 12 km posés ', en: '', pt: '' },
      referencementDescription: { fr: 'Comment nous avons posé 12 km de fibre.', en: '  ', pt: '' },
    };
    expect(referencementOf(item, 'fr', defaults)).toEqual({
      title: 'Fibre optique à Thiès : 12 km posés',
      description: 'Comment nous avons posé 12 km de fibre.',
    });
    expect(referencementOf(item, 'en', { title: 'Fibre in Thiès', description: 'The summary.' })).toEqual({
      title: 'Fibre in Thiès | Teranga Services',
      description: 'The summary.',
    });
  });
});
