// @vitest-environment happy-dom
// The content forms speak the interface language: the rules' messages (checked in the browser) and
// the server's coded refusals in English and Portuguese, the French words in French.
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import OpportuniteForm from '../../../../src/backoffice/resources/opportunites/OpportuniteForm';
import { storeTokens } from '../../../../src/backoffice/session/tokens';
import { adminSession, api, renderAt, secteurs, useMswServer, noVersions, formErrors } from '../harness';

const server = useMswServer(adminSession(), secteurs(), noVersions());
beforeEach(() => storeTokens('access', 'refresh'));
afterEach(() => vi.restoreAllMocks());

const renderCreate = (lang: 'fr' | 'en' | 'pt') =>
  renderAt(
    '/admin/opportunites/creer',
    '/admin/opportunites/creer',
    <OpportuniteForm role="administrateur" />,
    ['/admin/opportunites'],
    lang,
  );

describe('content form messages in the interface language', () => {
  for (const [lang, button, etat, draft, title, image] of [
    [
      'en',
      'Create',
      'State',
      'Give a title in at least one language to save the draft.',
      'The title (fr) is required.',
      'The image is required.',
    ],
    [
      'pt',
      'Criar',
      'Estado',
      'Dê um título em pelo menos uma língua para guardar o rascunho.',
      'O título (fr) é obrigatório.',
      'A imagem é obrigatória.',
    ],
    [
      'fr',
      'Créer',
      'État',
      'Donnez un titre dans au moins une langue pour enregistrer le brouillon.',
      'Le titre (fr) est obligatoire.',
      "L'image est obligatoire.",
    ],
  ] as const) {
    it(`checks the form in ${lang}`, async () => {
      renderCreate(lang);
      await userEvent.click(await screen.findByRole('button', { name: button }));
      expect(await formErrors()).toEqual([draft]);
      await userEvent.selectOptions(screen.getByLabelText(new RegExp(`^${etat}`)), 'publié');
      await userEvent.click(screen.getByRole('button', { name: button }));
      const parts = await formErrors();
      expect(parts[0]).toBe(title);
      expect(parts.at(-1)).toBe(image);
    });
  }

  it("shows a server refusal's code in Portuguese, next to its field too", async () => {
    server.use(
      http.post(api('/opportunites'), () =>
        HttpResponse.json(
          {
            error: {
              status: 400,
              name: 'ValidationError',
              message: 'Le pays ne peut excéder 100 caractères.',
              details: {
                errors: [{ path: ['pays'], message: 'Le pays ne peut excéder 100 caractères.', code: 'pays.max', params: { max: 100 } }],
              },
            },
          },
          { status: 400 },
        ),
      ),
    );
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderCreate('pt');
    const user = userEvent.setup();
    for (const lang of ['fr', 'en', 'pt']) {
      await user.click(await screen.findByRole('tab', { name: new RegExp(`\\(${lang}\\)`) }));
      await user.type(screen.getByLabelText(new RegExp(`^Título \\(${lang}\\)`)), 'Cabos');
      await user.type(screen.getByLabelText(new RegExp(`^Descrição \\(${lang}\\)`)), 'Lote');
      await user.type(screen.getByLabelText(new RegExp(`^Texto alternativo \\(${lang}\\)`)), 'Bobinas');
    }
    await user.upload(
      screen.getByLabelText(/^Imagem/),
      new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'o.png', { type: 'image/png' }),
    );
    await user.click(screen.getByRole('button', { name: 'Criar' }));
    expect(await formErrors()).toEqual(['O país não pode exceder 100 caracteres.']);
    expect(screen.getAllByText('O país não pode exceder 100 caracteres.').length).toBeGreaterThan(0);
  });
});
