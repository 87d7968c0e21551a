// @vitest-environment happy-dom
// The form's translation aids: each tab says its state in words (not colour alone), and a field to
// review shows its source's words added and removed, with "Marquer comme à jour" confirming that field.
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ARTICLE } from '@teranga/domain';
import { LanguageTabs } from '../../../../src/backoffice/content/forms/LanguageTabs';
import { FieldReview } from '../../../../src/backoffice/traductions/FieldReview';
import { FieldReviewContext, type FieldReviews } from '../../../../src/backoffice/traductions/useTraductionReview';
import { renderAt } from '../harness';

describe('translation aids in the form', () => {
  it('each language tab names its state', async () => {
    renderAt(
      '/',
      '/',
      <LanguageTabs active="fr" onChange={() => undefined} states={{ fr: 'complète', en: 'à revoir', pt: 'incomplète' }}>
        {() => null}
      </LanguageTabs>,
      [],
      'en',
    );
    expect((await screen.findByRole('tab', { name: /\(fr\)/ })).textContent).toContain('complete');
    expect(screen.getByRole('tab', { name: /\(en\)/ }).textContent).toContain('to review');
    expect(screen.getByRole('tab', { name: /\(pt\)/ }).textContent).toContain('incomplete');
  });

  it('a field to review shows the source with its changed words, and confirms that field', async () => {
    const confirm = vi.fn(() => Promise.resolve());
    const reviews: FieldReviews = {
      definition: ARTICLE,
      reviews: { en: [{ champ: 'contenu', source: 'fr', texte: '<p>Un grand chantier</p>', avant: '<p>Un chantier</p>', copie: false }] },
      failed: new Set(),
      confirm,
    };
    renderAt(
      '/',
      '/',
      <FieldReviewContext.Provider value={reviews}>
        <FieldReview champ="contenu" lang="en" />
        <FieldReview champ="titre" lang="en" />
      </FieldReviewContext.Provider>,
    );
    const region = await screen.findByRole('region', { name: 'À revoir : Contenu' });
    expect(region.textContent).toContain('Le texte français a changé depuis cette traduction :');
    expect(region.querySelector('ins')?.textContent).toBe('grand ');
    expect(region.querySelector('[lang=fr]')?.textContent).toBe('Un grand chantier');
    // Only the fields to review show one.
    expect(screen.getAllByRole('region')).toHaveLength(1);
    await userEvent.click(screen.getByRole('button', { name: 'Marquer comme à jour' }));
    expect(confirm).toHaveBeenCalledWith('en', 'contenu');
  });
});
