// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it } from 'vitest';
import type { Lang } from '@teranga/domain';
import { AddressField } from '../../../../src/backoffice/content/forms/AddressField';
import { ReferencementFields } from '../../../../src/backoffice/content/forms/ReferencementFields';
import { lengthState, referencementPreview } from '../../../../src/backoffice/content/forms/referencement';
import { createBackofficeI18n } from '../../../../src/backoffice/i18n';

afterEach(cleanup);

type Values = Record<string, Partial<Record<Lang, string>>>;

describe('referencementPreview', () => {
  it('defaults to the title and the summary of each kind, the formatted text as plain text', () => {
    const article = referencementPreview('article', { titre: { fr: 'Fibre à Thiès' }, resume: { fr: 'Douze kilomètres posés.' } }, 'fr');
    expect(article).toMatchObject({ titre: 'Fibre à Thiès', description: 'Douze kilomètres posés.', path: '/article/fibre-a-thies' });
    const offer = referencementPreview(
      'opportunite',
      { titre: { en: 'Cement' }, description: { en: '<p>Fifty <strong>tonnes</strong>.</p>' } },
      'en',
    );
    expect(offer).toMatchObject({ description: 'Fifty tonnes.', path: '/en/opportunite/cement' });
  });

  it('takes the address field as typed, cleaned as it will be stored, before the title', () => {
    const values: Values = { titre: { fr: 'Fibre à Thiès', en: 'Fibre in Thiès' }, slug: { fr: 'Nouvelle Adresse à Thiès', en: '' } };
    expect(referencementPreview('article', values, 'fr').path).toBe('/article/nouvelle-adresse-a-thies');
    // A language whose address is blank takes its title.
    expect(referencementPreview('article', values, 'en').path).toBe('/en/article/fibre-in-thies');
  });

  it("takes the language's own search title and description, and says where they stand against the limits", () => {
    const values: Values = {
      titre: { pt: 'Fibra' },
      referencementTitre: { pt: 'T'.repeat(61) },
      referencementDescription: { pt: 'Curta.' },
    };
    expect(referencementPreview('realisation', values, 'pt')).toMatchObject({
      titre: 'T'.repeat(61),
      description: 'Curta.',
      titreState: 'long',
      descriptionState: 'short',
    });
    expect(lengthState(60, { max: 60 })).toBe('ok');
    expect(lengthState(0, { min: 50, max: 160 })).toBe('ok');
    expect(lengthState(161, { min: 50, max: 160 })).toBe('long');
  });
});

function Harness({ initial, lang }: { initial: Values; lang: Lang }) {
  const [state, setState] = useState(initial);
  const form = {
    state,
    setLoc: ((key: string, l: Lang, value: string) => setState((s) => ({ ...s, [key]: { ...s[key], [l]: value } }))) as never,
    field: () => ({}),
  };
  return <ReferencementFields kind="article" form={form} lang={lang} />;
}

describe('the search snippet section', () => {
  it('follows the address field as it is typed, not the address the item was saved with', async () => {
    function WithAddress() {
      const [state, setState] = useState<Values>({ titre: { fr: 'Fibre optique à Thiès' }, slug: { fr: 'fibre-optique-a-thies' } });
      const form = {
        state,
        setLoc: ((key: string, l: Lang, value: string) => setState((s) => ({ ...s, [key]: { ...s[key], [l]: value } }))) as never,
        field: () => ({}),
      };
      return (
        <>
          <AddressField kind="articles" lang="fr" form={form} stored={{ fr: 'fibre-optique-a-thies', en: '', pt: '' }} />
          <ReferencementFields kind="article" form={form} lang="fr" />
        </>
      );
    }
    render(
      <I18nextProvider i18n={createBackofficeI18n('fr')}>
        <WithAddress />
      </I18nextProvider>,
    );
    const url = () => screen.getByTestId('referencement-preview').querySelector('.bo-referencement-url')?.textContent;
    expect(url()).toBe(`${window.location.host}/article/fibre-optique-a-thies`);
    const user = userEvent.setup();
    const address = screen.getByLabelText(/^Adresse de la page \(fr\)/);
    await user.clear(address);
    await user.type(address, 'Chantier Thiès');
    expect(url()).toBe(`${window.location.host}/article/chantier-thies`);
  });

  it('previews the defaults, then counts and previews what the editor types, with a warning past the limit', async () => {
    const initial: Values = { titre: { fr: 'Fibre optique à Thiès' }, resume: { fr: 'Douze kilomètres de fibre posés en six semaines.' } };
    render(
      <I18nextProvider i18n={createBackofficeI18n('fr')}>
        <Harness initial={initial} lang="fr" />
      </I18nextProvider>,
    );
    const preview = screen.getByTestId('referencement-preview');
    expect(preview.textContent).toContain('/article/fibre-optique-a-thies');
    expect(preview.querySelector('.bo-referencement-title')?.textContent).toBe('Fibre optique à Thiès');
    const [titleCount, descriptionCount] = screen.getAllByTestId('referencement-count');
    expect(titleCount?.textContent).toBe('21 / 60 caractères');
    expect(descriptionCount?.textContent).toContain('48 caractères, de 50 à 160 conseillés');
    expect(descriptionCount?.textContent).toContain('Moins de 50 caractères');
    expect(descriptionCount?.getAttribute('data-state')).toBe('short');

    // Pasted, as a prepared title often is (typed key by key, 140 characters outlast a busy machine's test timeout).
    const user = userEvent.setup();
    await user.click(screen.getByLabelText('Titre pour les moteurs de recherche (fr)'));
    await user.paste('A'.repeat(61));
    expect(preview.querySelector('.bo-referencement-title')?.textContent).toBe('A'.repeat(61));
    expect(titleCount?.getAttribute('data-state')).toBe('long');
    expect(titleCount?.textContent).toContain('61 / 60 caractères — Au-delà de 60 caractères');
    await user.click(screen.getByLabelText('Description pour les moteurs de recherche (fr)'));
    await user.paste('D'.repeat(79));
    await user.keyboard('D');
    expect(preview.querySelector('.bo-referencement-description')?.textContent).toBe('D'.repeat(80));
    expect(descriptionCount?.getAttribute('data-state')).toBe('ok');
  });

  it('speaks the interface language', () => {
    render(
      <I18nextProvider i18n={createBackofficeI18n('pt')}>
        <Harness initial={{ titre: { en: 'Title' } }} lang="en" />
      </I18nextProvider>,
    );
    expect(screen.getByText('Referenciamento')).toBeTruthy();
    expect(screen.getByText('Pré-visualização nos resultados de pesquisa')).toBeTruthy();
    expect(screen.getAllByTestId('referencement-count')[0]?.textContent).toBe('5 / 60 caracteres');
  });
});
