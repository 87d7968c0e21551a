import { describe, expect, it } from 'vitest';
import { ApiError, localizeApiError, localizeFieldError, refusalText, type Translate } from '../../../../src/backoffice/api/errors';
import { createBackofficeI18n } from '../../../../src/backoffice/i18n';
import { toggleCategory } from '../../../../src/backoffice/content/forms/CategoryCheckboxes';
import { isAcceptedImage, pickImages } from '../../../../src/backoffice/content/forms/images';
import { locate } from '../../../../src/backoffice/content/forms/geolocation';
import { asList, displayTitle, etatTone } from '../../../../src/backoffice/content/list';
import { formatDate } from '../../../../src/backoffice/ui/dates';
import { assertItem, loadErrorText, MissingItemError, submitErrorText } from '../../../../src/backoffice/content/submit';
import { errorAt } from '../../../../src/backoffice/ui/useForm';

const file = (name: string, type: string) => ({ name, type });

describe('image choice', () => {
  it('accepts JPEG, PNG and WebP only', () => {
    expect(isAcceptedImage(file('a.jpg', 'image/jpeg'))).toBe(true);
    expect(isAcceptedImage(file('a.webp', 'image/webp'))).toBe(true);
    expect(isAcceptedImage(file('a.svg', 'image/svg+xml'))).toBe(false);
    expect(isAcceptedImage(file('a.gif', 'image/gif'))).toBe(false);
  });

  it('keeps the accepted files up to the room left and names the refused ones', () => {
    const pick = pickImages(
      [file('1.png', 'image/png'), file('x.gif', 'image/gif'), file('2.png', 'image/png'), file('3.png', 'image/png')],
      2,
    );
    expect(pick.accepted.map((f) => f.name)).toEqual(['1.png', '2.png']);
    expect(pick.refused).toEqual(['x.gif']);
    expect(pick.overflow).toBe(true);
    expect(pickImages([file('1.png', 'image/png')], 0)).toEqual({ accepted: [], refused: [], overflow: true });
  });
});

describe('categories', () => {
  it('adds and removes a category', () => {
    expect(toggleCategory(['IT'], 'télécom', true)).toEqual(['IT', 'télécom']);
    expect(toggleCategory(['IT', 'télécom'], 'IT', false)).toEqual(['télécom']);
    expect(toggleCategory(['IT'], 'IT', true)).toEqual(['IT']);
  });
});

describe('geolocation', () => {
  it('reports a missing geolocation API', async () => {
    expect(await locate(undefined)).toEqual({ ok: false, reason: 'unsupported' });
  });

  it('gives the position, or the browser error message', async () => {
    const ok = {
      getCurrentPosition: (success: PositionCallback) => success({ coords: { latitude: 14.7, longitude: -17.4 } } as GeolocationPosition),
    } as Geolocation;
    expect(await locate(ok)).toEqual({ ok: true, position: { lat: 14.7, lng: -17.4 } });
    const denied = {
      getCurrentPosition: (_: PositionCallback, fail?: PositionErrorCallback | null) =>
        fail?.({ code: 1, message: 'User denied Geolocation' } as GeolocationPositionError),
    } as Geolocation;
    expect(await locate(denied)).toEqual({ ok: false, reason: 'failed', message: 'User denied Geolocation' });
  });
});

describe('list rows', () => {
  it('treats a non-array answer as an empty list', () => {
    expect(asList({ error: 'x' })).toEqual([]);
    expect(asList(null)).toEqual([]);
    expect(asList([1, 2])).toEqual([1, 2]);
    expect(asList({ data: [3] })).toEqual([3]);
  });

  it('shows the title in the interface language, else French', () => {
    expect(displayTitle({ titre: { fr: 'Bonjour', en: 'Hello' } }, 'en')).toBe('Hello');
    expect(displayTitle({ titre: { fr: 'Bonjour', en: ' ' } }, 'en')).toBe('Bonjour');
    expect(displayTitle({ titre: { pt: 'Olá' } }, 'fr')).toBe('Olá');
  });

  it('formats dates and tells published items apart', () => {
    expect(formatDate(null, 'fr')).toBe('');
    expect(formatDate('not a date', 'fr')).toBe('');
    expect(formatDate('2026-01-15T12:00:00Z', 'fr')).toMatch(/2026/);
    expect(etatTone(' Publié ')).toBe('published');
    expect(etatTone('planifié')).toBe('scheduled');
    expect(etatTone(null)).toBe('draft');
  });
});

describe('form errors (docs/product.md §8)', () => {
  const validation = new ApiError(400, {
    error: {
      message: 'Invalide',
      details: {
        errors: [
          { path: ['titre', 'fr'], message: 'Le titre (fr) est obligatoire.' },
          { path: ['images'], message: 'Veuillez sélectionner entre 1 et 5 images.' },
        ],
      },
    },
  });

  it('says the server message, else the fallback for a silent HTTP failure, never a field path', () => {
    const t = createBackofficeI18n('fr').getFixedT(null, 'messages') as unknown as Translate;
    const text = (error: unknown, fallback: string) =>
      submitErrorText(
        error,
        fallback,
        (e) => refusalText(e, t, 'fr'),
        (e) => localizeApiError(e, t, 'fr'),
      );
    // Field errors go to the form's summary; as one text they are their messages alone.
    expect(localizeApiError(validation, t, 'fr')).toBe('Le titre (fr) est obligatoire. Veuillez sélectionner entre 1 et 5 images.');
    expect(text(new ApiError(403, { error: { message: 'Accès refusé' } }), 'x')).toBe('Accès refusé');
    expect(text(new ApiError(500, null), 'Erreur lors de la mise à jour')).toBe('Erreur lors de la mise à jour');
    expect(text(new Error('Erreur réseau'), 'x')).toBe('Le serveur est injoignable. Vérifiez la connexion ; vos saisies sont conservées.');
  });

  it('says coded messages and refusals in the interface language, never a framework error name', () => {
    const coded = new ApiError(413, {
      error: {
        status: 413,
        name: 'PayloadTooLargeError',
        message: 'Le fichier « a.jpg » dépasse la taille maximale de 5 Mo.',
        details: {
          errors: [
            {
              path: ['images'],
              message: 'Le fichier « a.jpg » dépasse la taille maximale de 5 Mo.',
              code: 'upload.tooLarge',
              params: { name: 'a.jpg', limitMb: 5 },
            },
          ],
          code: 'upload.tooLarge',
          params: { name: 'a.jpg', limitMb: 5 },
        },
      },
    });
    for (const [lang, expected] of [
      ['fr', 'Le fichier « a.jpg » dépasse la taille maximale de 5 Mo.'],
      ['en', 'The file “a.jpg” exceeds the maximum size of 5 MB.'],
      ['pt', 'O ficheiro «a.jpg» excede o tamanho máximo de 5 MB.'],
    ] as const) {
      const t = createBackofficeI18n(lang).getFixedT(null, 'messages') as unknown as Translate;
      expect(localizeApiError(coded, t, lang)).toBe(expected);
      // A framework's own refusal (no code, its English words or its error name) gets the interface's text.
      const framework = new ApiError(413, { error: { status: 413, name: 'PayloadTooLargeError', message: 'FileTooBig' } });
      expect(localizeApiError(framework, t, lang)).toBe(t('http.413', {}));
      expect(localizeApiError(framework, t, lang)).not.toMatch(/FileTooBig|PayloadTooLarge/);
    }
    const en = createBackofficeI18n('en').getFixedT(null, 'messages') as unknown as Translate;
    expect(localizeApiError(new ApiError(403, { error: { message: 'Accès refusé.' } }), en, 'en')).toBe('Access denied.');
    expect(
      localizeApiError(
        new ApiError(401, { error: { message: 'Email ou mot de passe incorrect.', details: { code: 'connexion.wrong' } } }),
        en,
        'en',
      ),
    ).toBe('Wrong email or password.');
    // An unknown code keeps the server's French words rather than showing the code.
    expect(localizeFieldError({ path: 'x', message: 'Texte', code: 'nope.unknown' }, en)).toEqual({
      path: 'x',
      message: 'Texte',
      code: 'nope.unknown',
    });
  });

  it('gives each field its own messages', () => {
    expect(errorAt(validation.fieldErrors, 'titre')).toBe('Le titre (fr) est obligatoire.');
    expect(errorAt(validation.fieldErrors, 'titre.fr')).toBe('Le titre (fr) est obligatoire.');
    expect(errorAt(validation.fieldErrors, 'titre.en')).toBeUndefined();
    expect(errorAt(validation.fieldErrors, 'images')).toBe('Veuillez sélectionner entre 1 et 5 images.');
    expect(errorAt(validation.fieldErrors, 'titres')).toBeUndefined();
  });

  it('says not found on 404, nothing to edit for an empty answer, and the load error otherwise', () => {
    const texts = { notFound: 'Article introuvable', missing: 'Aucun article à modifier', failed: 'Erreur lors du chargement' };
    expect(loadErrorText(new ApiError(404, null), texts)).toBe('Article introuvable');
    expect(loadErrorText(new MissingItemError(), texts)).toBe('Aucun article à modifier');
    expect(loadErrorText(new ApiError(500, null), texts)).toBe('Erreur lors du chargement');
  });

  it('takes an edit answer only when it is an item', () => {
    expect(assertItem({ _id: 'a1', titre: {} })).toEqual({ _id: 'a1', titre: {} });
    for (const answer of [null, [], {}, { _id: '' }, { _id: 3 }, 'text']) expect(() => assertItem(answer)).toThrow(MissingItemError);
  });
});
