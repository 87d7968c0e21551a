// @vitest-environment happy-dom
// Every content form's client-side messages (docs/product.md §5, word for word, from the CMS rules), the
// top error in docs/product.md §8's format, the states of docs/product.md §4, and what is sent.
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { articleAnswer, opportuniteAnswer, realisationAnswer } from '../answers';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import ArticleForm from '../../../../src/backoffice/resources/articles/ArticleForm';
import OpportuniteForm from '../../../../src/backoffice/resources/opportunites/OpportuniteForm';
import RealisationForm from '../../../../src/backoffice/resources/realisations/RealisationForm';
import { storeTokens } from '../../../../src/backoffice/session/tokens';
import { adminSession, api, expectSentFields, noVersions, png, renderAt, secteurs, useMswServer, formErrors } from '../harness';

const server = useMswServer(adminSession(), secteurs(), noVersions());
beforeEach(() => storeTokens('access', 'refresh'));
afterEach(() => vi.restoreAllMocks());

/** A field's label, with or without the required mark (' *'). */
const label = (text: string) => new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}( \\*)?$`);
const topError = () => screen.findByRole('alert').then((el) => el.textContent ?? '');
const submitButton = (name: RegExp | string) => screen.findByRole('button', { name });

describe('realisation form', () => {
  const renderCreate = () =>
    renderAt('/admin/realisations/creer', '/admin/realisations/creer', <RealisationForm role="administrateur" withMap={false} />, [
      '/admin/realisations',
    ]);

  it('asks an empty draft for a title; publishing it gives every spec message, joined as field: message', async () => {
    renderCreate();
    await userEvent.click(await submitButton('Créer'));
    expect(await formErrors()).toEqual(['Donnez un titre dans au moins une langue pour enregistrer le brouillon.']);
    await userEvent.selectOptions(screen.getByLabelText(label('État')), 'publié');
    await userEvent.click(screen.getByRole('button', { name: 'Créer' }));
    expect(await formErrors()).toEqual([
      'Le titre (fr) est obligatoire.',
      'Le titre (en) est obligatoire.',
      'Le titre (pt) est obligatoire.',
      'Veuillez choisir un secteur.',
      'Veuillez sélectionner entre 1 et 5 images.',
      "L'année est obligatoire.",
    ]);
    // The three language tabs say they hold an error.
    for (const lang of ['fr', 'en', 'pt']) expect(screen.getByRole('tab', { name: new RegExp(`\\(${lang}\\).*erreur`) })).toBeTruthy();
    // Each field carries its own message too, tied to it for screen readers.
    const titre = screen.getByLabelText(label('Titre (fr)'));
    expect(titre.getAttribute('aria-invalid')).toBe('true');
    const note = document.getElementById(titre.getAttribute('aria-describedby') ?? '');
    expect(note?.textContent).toBe('Le titre (fr) est obligatoire.');
    expect(screen.getByLabelText(label('Secteur')).getAttribute('aria-invalid')).toBe('true');
  });

  it('focuses the summary after a failed save; each entry links to its field, in its language tab', async () => {
    renderCreate();
    await userEvent.selectOptions(await screen.findByLabelText(label('État')), 'publié');
    await userEvent.click(await submitButton('Créer'));
    const summary = (await screen.findAllByRole('alert')).find((el) => el.classList.contains('bo-error-summary')) as HTMLElement;
    await waitFor(() => expect(document.activeElement).toBe(summary));
    expect(summary.textContent).toContain('Le formulaire n’a pas été enregistré : 6 points à corriger.');
    expect(summary.textContent).not.toMatch(/\||titre\.|secteur:/);
    await userEvent.click(within(summary).getByRole('link', { name: 'Le titre (pt) est obligatoire.' }));
    expect(screen.getByRole('tab', { name: /\(pt\)/ }).getAttribute('aria-selected')).toBe('true');
    expect(document.activeElement).toBe(screen.getByLabelText(label('Titre (pt)')));
    await userEvent.click(within(summary).getByRole('link', { name: 'Veuillez choisir un secteur.' }));
    expect(document.activeElement).toBe(screen.getByLabelText(label('Secteur')));
    await userEvent.click(within(summary).getByRole('link', { name: 'Veuillez sélectionner entre 1 et 5 images.' }));
    expect((document.activeElement as HTMLInputElement).type).toBe('file');
  });

  it('gives the length, keyword and year messages', async () => {
    renderCreate();
    const user = userEvent.setup();
    await user.click(await screen.findByLabelText(label('Titre (fr)')));
    await user.paste('x'.repeat(151));
    await user.click(screen.getByLabelText(label('Mots-clés (fr)')));
    await user.paste(`court, ${'k'.repeat(31)}`);
    await user.type(screen.getByLabelText(label('Année')), '1800');
    await user.click(screen.getByRole('button', { name: 'Créer' }));
    const text = await formErrors();
    expect(text).toContain('Le titre (fr) ne peut excéder 150 caractères.');
    expect(text).toContain(`Le mot-clé « ${'k'.repeat(31)} » (fr) ne peut excéder 30 caractères.`);
    expect(text).toContain("L'année est invalide.");
  });

  it('shows the date only for publié, and sends a complete form as multipart before going back to the list', async () => {
    let sent: FormData | null = null;
    server.use(
      http.post(api('/realisations'), async ({ request }) => {
        sent = await request.formData();
        return HttpResponse.json({ _id: 'r9' }, { status: 201 });
      }),
    );
    renderCreate();
    const user = userEvent.setup();
    for (const [lang, title] of [
      ['fr', 'Pont de Thiès'],
      ['en', 'Thiès bridge'],
      ['pt', 'Ponte de Thiès'],
    ]) {
      await user.click(await screen.findByRole('tab', { name: new RegExp(`\\(${lang}\\)`) }));
      await user.type(screen.getByLabelText(label(`Titre (${lang})`)), title);
    }
    await user.selectOptions(screen.getByLabelText(/Secteur/), 'sec-gc');
    await user.type(screen.getByLabelText(/Année/), '2024');
    await user.type(screen.getByLabelText(label('Résumé (pt)')), 'Uma ponte');
    await user.click(screen.getByLabelText('Génie civil'));
    expect(screen.queryByLabelText(label('Date de publication'))).toBeNull();
    await user.selectOptions(screen.getByLabelText(label('État')), 'publié');
    expect(screen.getByLabelText(label('Date de publication'))).toBeTruthy();
    await user.upload(screen.getByLabelText(label('Ajouter des images')), png('a.png'));
    // The cover's text, next to its picture, in each language tab.
    for (const [lang, text] of [
      ['fr', 'Pont en béton'],
      ['en', 'Concrete bridge'],
      ['pt', 'Ponte de betão'],
    ]) {
      await user.click(screen.getByRole('tab', { name: new RegExp(`\\(${lang}\\)`) }));
      await user.type(await screen.findByLabelText(label(`Texte alternatif de l'image 1 (${lang})`)), text);
    }
    // The cover's focal point, by a click on the new file's picture.
    const picture = (await screen.findByTestId('focal-picture')).querySelector('img') as HTMLImageElement;
    picture.getBoundingClientRect = () => ({
      left: 0,
      top: 0,
      width: 400,
      height: 200,
      right: 400,
      bottom: 200,
      x: 0,
      y: 0,
      toJSON: () => ({}),
    });
    await user.pointer({ keys: '[MouseLeft]', target: picture, coords: { clientX: 100, clientY: 150 } });
    await user.type(screen.getByLabelText(label('Adresse')), 'Thiès');
    await user.click(screen.getByRole('button', { name: 'Créer' }));
    // An address alone is not a location: the rule's message, then the marker is placed by position.
    expect(await formErrors()).toEqual(['La localisation est invalide.']);
    await user.clear(screen.getByLabelText(label('Adresse')));
    await user.click(screen.getByRole('button', { name: 'Créer et fermer' }));
    await screen.findByText('page /admin/realisations');
    const form = expectSentFields(sent, {
      'titre.fr': 'Pont de Thiès',
      'titre.pt': 'Ponte de Thiès',
      secteur: 'sec-gc',
      'resume.pt': 'Uma ponte',
      etat: 'publié',
    });
    expect(form.getAll('categories[]')).toEqual(['génie civil']);
    expect(form.get('datePublication')).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    expect((form.get('images') as File).name).toBe('a.png');
    expect(JSON.parse(form.get('textesAlternatifs') as string)).toEqual({
      fr: ['Pont en béton'],
      en: ['Concrete bridge'],
      pt: ['Ponte de betão'],
    });
    expect(JSON.parse(form.get('pointFocal') as string)).toEqual({ x: 25, y: 75 });
  });

  it('loads an item on edit, removes a stored image and shows a server refusal at the top', async () => {
    server.use(
      http.get(api('/realisations/admin/r1'), () =>
        HttpResponse.json(
          realisationAnswer({
            _id: 'r1',
            titre: { fr: 'Route', en: 'Road', pt: 'Estrada' },
            description: {},
            contenu: {},
            resume: {},
            motsCles: {},
            categories: [],
            secteur: { _id: 'sec-it', nom: { fr: 'Informatique' }, slug: 'it' },
            annee: 2023,
            statutLivraison: 'livré',
            etat: 'brouillon',
            datePublication: null,
            images: ['/uploads/a.jpg', '/uploads/b.jpg'],
            localisation: null,
            textesAlternatifs: { fr: ['Route', 'Pont'], en: ['Road', 'Bridge'], pt: ['Estrada', 'Ponte'] },
          }),
        ),
      ),
      http.patch(api('/realisations/r1'), () =>
        HttpResponse.json(
          {
            error: {
              status: 400,
              message: 'Invalide',
              details: { errors: [{ path: ['images'], message: 'Veuillez sélectionner entre 1 et 5 images.' }] },
            },
          },
          { status: 400 },
        ),
      ),
    );
    renderAt(
      '/admin/realisations/modifier/r1',
      '/admin/realisations/modifier/:id',
      <RealisationForm role="administrateur" withMap={false} />,
      ['/admin/realisations'],
    );
    expect(screen.getByText('Chargement...')).toBeTruthy();
    expect(((await screen.findByLabelText(label('Titre (fr)'))) as HTMLInputElement).value).toBe('Route');
    await userEvent.click(screen.getByRole('button', { name: 'Retirer a.jpg' }));
    expect(screen.queryByRole('button', { name: 'Retirer a.jpg' })).toBeNull();
    expect(screen.getByText('1 / 5 images')).toBeTruthy();
    vi.spyOn(console, 'error').mockImplementation(() => {});
    await userEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(await formErrors()).toEqual(['Veuillez sélectionner entre 1 et 5 images.']);
  });

  it('says Réalisation introuvable on a 404', async () => {
    server.use(http.get(api('/realisations/admin/nope'), () => HttpResponse.json({ error: { message: 'Not Found' } }, { status: 404 })));
    renderAt(
      '/admin/realisations/modifier/nope',
      '/admin/realisations/modifier/:id',
      <RealisationForm role="administrateur" withMap={false} />,
      ['/admin/realisations'],
    );
    expect(await topError()).toBe('Réalisation introuvable');
  });
});

describe('article form', () => {
  const renderCreate = () =>
    renderAt('/admin/articles/creer', '/admin/articles/creer', <ArticleForm role="administrateur" />, ['/admin/articles']);

  it('asks an empty draft for a title; publishing it gives every spec message', async () => {
    renderCreate();
    await userEvent.click(await submitButton('Créer'));
    expect(await formErrors()).toEqual(['Donnez un titre dans au moins une langue pour enregistrer le brouillon.']);
    await userEvent.selectOptions(screen.getByLabelText(label('État')), 'publié');
    await userEvent.click(screen.getByRole('button', { name: 'Créer' }));
    const parts = await formErrors();
    expect(parts).toEqual([
      'Vous devez sélectionner au moins une catégorie.',
      'Le titre (fr) est obligatoire.',
      'Le titre (en) est obligatoire.',
      'Le titre (pt) est obligatoire.',
      'Le contenu (fr) est obligatoire.',
      'Le contenu (en) est obligatoire.',
      'Le contenu (pt) est obligatoire.',
      "L'image principale est obligatoire.",
    ]);
  });

  it('gives the title/content bounds, the summary limit, too many categories and planifié without a date', async () => {
    renderCreate();
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(label('Titre (fr)')), 'Court');
    await user.type(screen.getByLabelText(label('Contenu (fr)')), 'Trop court');
    await user.click(screen.getByLabelText(label('Résumé (fr)')));
    await user.paste('r'.repeat(201));
    for (const name of ['IT', 'Études', 'Génie civil', 'Télécom']) await user.click(screen.getByLabelText(name));
    await user.selectOptions(screen.getByLabelText(label('État')), 'planifié');
    expect(screen.getByLabelText(/Date de publication/)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Créer' }));
    const text = await formErrors();
    expect(text).toContain('Vous ne pouvez pas sélectionner plus de 3 catégories');
    expect(text).toContain('Le titre (fr) doit contenir entre 10 et 120 caractères.');
    expect(text).toContain('Le contenu (fr) doit contenir entre 100 et 10000 caractères.');
    expect(text).toContain('Le résumé (fr) ne peut excéder 200 caractères.');
    expect(text).toContain('Veuillez fournir une date de publication.');
  });

  it('refuses an image that is not JPEG, PNG or WebP with the spec words', async () => {
    renderCreate();
    const user = userEvent.setup({ applyAccept: false });
    await user.upload(await screen.findByLabelText(label('Image principale')), new File(['<svg/>'], 'logo.svg', { type: 'image/svg+xml' }));
    expect((await screen.findByRole('alert')).textContent).toBe("Le fichier « logo.svg » n'est pas une image JPEG, PNG ou WebP.");
  });

  it('saves a French-only draft on edit, allows up to 4 categories, and asks the translations to publish it', async () => {
    server.use(
      http.get(api('/articles/admin/a1'), () =>
        HttpResponse.json(
          articleAnswer({
            _id: 'a1',
            titre: { fr: 'Un titre assez long', en: '', pt: '' },
            contenu: { fr: 'c'.repeat(120), en: '', pt: '' },
            resume: {},
            motsCles: {},
            categories: ['IT', 'études', 'génie civil', 'télécom', 'cablâge'],
            etat: 'brouillon',
            datePublication: '2026-01-01T10:00:00.000Z',
            imagePrincipale: '/uploads/a.jpg',
            secteur: { _id: 'sec-it', nom: { fr: 'Informatique' }, slug: 'it' },
            texteAlternatif: { fr: 'Une baie', en: '', pt: '' },
            pointFocal: { x: 40, y: 30 },
          }),
        ),
      ),
    );
    renderAt('/admin/articles/modifier/a1', '/admin/articles/modifier/:id', <ArticleForm role="administrateur" />, ['/admin/articles']);
    await userEvent.click(await screen.findByRole('button', { name: 'Enregistrer' }));
    expect(await formErrors()).toEqual(['Vous ne pouvez pas sélectionner plus de 4 catégories']);
    await userEvent.click(screen.getByLabelText(label('Câblage')));
    // Publishing needs the English and Portuguese texts (and the image's).
    await userEvent.selectOptions(screen.getByLabelText(label('État')), 'publié');
    await userEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(await formErrors()).toEqual([
      'Le titre (en) est obligatoire.',
      'Le titre (pt) est obligatoire.',
      'Le contenu (en) est obligatoire.',
      'Le contenu (pt) est obligatoire.',
      "Le texte alternatif de l'image principale (en) est obligatoire.",
      "Le texte alternatif de l'image principale (pt) est obligatoire.",
    ]);
    await userEvent.selectOptions(screen.getByLabelText(label('État')), 'brouillon');
    expect((screen.getByLabelText(label('Secteur')) as HTMLSelectElement).value).toBe('sec-it');
    await userEvent.selectOptions(screen.getByLabelText(label('Secteur')), 'sec-gc');
    let sent: FormData | null = null;
    server.use(
      http.patch(api('/articles/a1'), async ({ request }) => {
        sent = await request.formData();
        return HttpResponse.json({ _id: 'a1' });
      }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Enregistrer et fermer' }));
    await screen.findByText('page /admin/articles');
    const form = sent as unknown as FormData;
    expect(form.getAll('categories[]')).toEqual(['IT', 'études', 'génie civil', 'télécom']);
    expect(form.get('secteur')).toBe('sec-gc');
    expect(form.get('imagePrincipale')).toBeNull();
    expect(form.get('texteAlternatif[fr]')).toBe('Une baie');
    expect(form.get('pointFocal')).toBe('{"x":40,"y":30}');
  });

  it('says Article introuvable on a 404 and Erreur lors du chargement otherwise', async () => {
    server.use(http.get(api('/articles/admin/x'), () => new HttpResponse(null, { status: 404 })));
    renderAt('/admin/articles/modifier/x', '/admin/articles/modifier/:id', <ArticleForm role="administrateur" />, ['/admin/articles']);
    expect(await topError()).toBe('Article introuvable');
    cleanup();
    server.use(http.get(api('/articles/admin/y'), () => new HttpResponse(null, { status: 500 })));
    renderAt('/admin/articles/modifier/y', '/admin/articles/modifier/:id', <ArticleForm role="administrateur" />, ['/admin/articles']);
    expect(await topError()).toBe('Erreur lors du chargement');
  });

  it('says Aucun article à modifier when the answer holds no article', async () => {
    server.use(http.get(api('/articles/admin/z'), () => HttpResponse.json(null)));
    renderAt('/admin/articles/modifier/z', '/admin/articles/modifier/:id', <ArticleForm role="administrateur" />, ['/admin/articles']);
    expect(await topError()).toBe('Aucun article à modifier');
  });
});

describe('opportunity form', () => {
  it('gives every spec message of an empty create and the text limits', async () => {
    renderAt('/admin/opportunites/creer', '/admin/opportunites/creer', <OpportuniteForm role="administrateur" />, ['/admin/opportunites']);
    const user = userEvent.setup();
    await user.click(await screen.findByLabelText(label('Pays')));
    await user.paste('p'.repeat(101));
    await user.click(screen.getByRole('button', { name: 'Créer' }));
    expect(await formErrors()).toEqual([
      'Donnez un titre dans au moins une langue pour enregistrer le brouillon.',
      'Le pays ne peut excéder 100 caractères.',
    ]);
    await user.selectOptions(screen.getByLabelText(label('État')), 'publié');
    await user.click(screen.getByRole('button', { name: 'Créer' }));
    expect(await formErrors()).toEqual([
      'Le titre (fr) est obligatoire.',
      'Le titre (en) est obligatoire.',
      'Le titre (pt) est obligatoire.',
      'La description (fr) est obligatoire.',
      'La description (en) est obligatoire.',
      'La description (pt) est obligatoire.',
      'Le pays ne peut excéder 100 caractères.',
      "L'image est obligatoire.",
    ]);
  });

  it('publishes a draft and withdraws it from the edit form, sends oldImage, and shows Erreur lors de la mise à jour for a silent failure', async () => {
    let sent: FormData | null = null;
    server.use(
      http.get(api('/opportunites/admin/o1'), () =>
        HttpResponse.json(
          opportuniteAnswer({
            _id: 'o1',
            titre: { fr: 'Ciment', en: 'Cement', pt: 'Cimento' },
            description: { fr: 'D', en: 'D', pt: 'D' },
            contenu: {},
            motsCles: {},
            categorie: '',
            pays: 'Sénégal',
            contact: '',
            quantiteDisponible: '',
            statut: 'actif',
            etat: 'brouillon',
            datePublication: null,
            dateExpiration: null,
            image: '/uploads/o.jpg',
            texteAlternatif: { fr: 'Sacs', en: 'Bags', pt: 'Sacos' },
          }),
        ),
      ),
      http.patch(api('/opportunites/o1'), async ({ request }) => {
        sent = await request.formData();
        return new HttpResponse(null, { status: 500 });
      }),
    );
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderAt('/admin/opportunites/modifier/o1', '/admin/opportunites/modifier/:id', <OpportuniteForm role="administrateur" />, [
      '/admin/opportunites',
    ]);
    await screen.findByLabelText(label('Titre (fr)'));
    expect((screen.getByLabelText(label('État')) as HTMLSelectElement).value).toBe('brouillon');
    expect(screen.queryByLabelText(/Date de publication/)).toBeNull();
    await userEvent.selectOptions(screen.getByLabelText(label('État')), 'publié');
    expect(screen.getByLabelText(/Date de publication/)).toBeTruthy();
    await userEvent.selectOptions(screen.getByLabelText(label('Statut')), 'retiré');
    await userEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(await formErrors()).toEqual(['Erreur lors de la mise à jour']);
    const form = sent as unknown as FormData;
    expect(form.get('statut')).toBe('retiré');
    expect(form.get('oldImage')).toBe('/uploads/o.jpg');
    expect(form.get('etat')).toBe('publié');
    expect(form.get('datePublication')).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    expect(within(screen.getByRole('button', { name: 'Enregistrer' })).queryByText('Enregistrement en cours…')).toBeNull();
  });
});

describe('submitting state', () => {
  it('disables the fields and actions with a progress text while sending, then opens the new item in its form', async () => {
    let release: () => void = () => {};
    server.use(
      http.post(
        api('/opportunites'),
        () =>
          new Promise<Response>((resolve) => {
            release = () => resolve(HttpResponse.json({ _id: 'o2' }, { status: 201 }));
          }),
      ),
    );
    renderAt('/admin/opportunites/creer', '/admin/opportunites/creer', <OpportuniteForm role="administrateur" />, [
      '/admin/opportunites/modifier/:id',
    ]);
    const user = userEvent.setup();
    for (const lang of ['fr', 'en', 'pt']) {
      await user.click(await screen.findByRole('tab', { name: new RegExp(`\\(${lang}\\)`) }));
      await user.type(screen.getByLabelText(label(`Titre (${lang})`)), `Titre ${lang}`);
      await user.type(screen.getByLabelText(label(`Description (${lang})`)), `Description ${lang}`);
    }
    await user.upload(screen.getByLabelText(label('Image')), png('o.png'));
    for (const lang of ['fr', 'en', 'pt']) {
      await user.click(screen.getByRole('tab', { name: new RegExp(`\\(${lang}\\)`) }));
      await user.type(screen.getByLabelText(label(`Texte alternatif (${lang})`)), `Photo ${lang}`);
    }
    await user.click(screen.getByRole('button', { name: 'Créer' }));
    const busy = await screen.findByRole('button', { name: 'Enregistrement en cours…' });
    expect((busy as HTMLButtonElement).disabled).toBe(true);
    // Nothing can change or leave while the save runs; a file is sent, so its progress shows.
    // (happy-dom does not pass a fieldset's disabled on to its controls; Chromium does, see the browser tests.)
    expect(screen.getByLabelText(label('Pays')).closest('fieldset')?.disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'Créer et fermer' }) as HTMLButtonElement).disabled).toBe(true);
    const bar = within(document.querySelector('.bo-submit') as HTMLElement);
    expect((bar.getByRole('button', { name: 'Annuler' }) as HTMLButtonElement).disabled).toBe(true);
    expect(bar.queryByRole('link', { name: 'Annuler' })).toBeNull();
    expect(screen.getByRole('status').textContent).toMatch(/^Envoi des fichiers : \d+ %$/);
    release();
    await screen.findByText('page /admin/opportunites/modifier/:id');
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Enregistrement en cours…' })).toBeNull());
  });
});
