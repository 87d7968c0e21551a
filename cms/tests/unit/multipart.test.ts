import { errors } from 'formidable';
import { describe, expect, it } from 'vitest';
import { fieldValues, inSentOrder, multipartRefusal } from '../../src/middlewares/multipart';

describe('multipart bodies', () => {
  it("lists each field's files in the order the body sent them, not the order they finished writing", () => {
    const big = { filepath: '/tmp/a', name: 'chantier.jpg' };
    const small = { filepath: '/tmp/b', name: 'logo.png' };
    const other = { filepath: '/tmp/c', name: 'plan.png' };
    // formidable lists a file once written: the small second file before the big first one.
    expect(inSentOrder({ images: [small, big], imagePrincipale: [other], vide: undefined }, ['/tmp/a', '/tmp/c', '/tmp/b'])).toEqual({
      images: [big, small],
      imagePrincipale: [other],
    });
  });

  it('keeps one value as a value, and lists repeated fields or names ending in []', () => {
    expect(fieldValues({ 'titre.fr': ['Pont'], 'motsCles.fr[]': ['béton'], categories: ['IT', 'banque'], vide: undefined })).toEqual({
      'titre.fr': 'Pont',
      'motsCles.fr[]': ['béton'],
      categories: ['IT', 'banque'],
    });
  });

  it('answers 413 for a limit and 400 for a broken body, in French', () => {
    for (const code of [errors.biggerThanMaxFileSize, errors.biggerThanTotalMaxFileSize]) {
      expect(multipartRefusal(code, 512 * 1024)).toMatchObject({
        status: 413,
        message: expect.stringMatching(/taille maximale de \d+(\.\d)? Mo/),
      });
    }
    expect(multipartRefusal(errors.maxFilesExceeded, 512 * 1024)).toEqual({
      status: 413,
      message: 'Trop de fichiers dans un même envoi.',
      code: 'upload.tooManyFiles',
    });
    expect(multipartRefusal(errors.maxFieldsExceeded, 512 * 1024)).toEqual({
      status: 413,
      message: 'Trop de champs dans un même envoi.',
      code: 'upload.tooManyFields',
    });
    expect(multipartRefusal(errors.maxFieldsSizeExceeded, 512 * 1024)).toEqual({
      status: 413,
      message: "L'envoi dépasse la taille maximale de 512 Ko.",
      code: 'body.tooLarge',
      params: { limitKb: 512 },
    });
    expect(multipartRefusal(errors.malformedMultipart, 512 * 1024)).toEqual({
      status: 400,
      message: 'Envoi de fichiers illisible. Veuillez réessayer.',
      code: 'upload.malformed',
    });
    expect(multipartRefusal(undefined, 512 * 1024).status).toBe(400);
  });
});
