// Every picture enters the library (docs/product.md §2, "Médiathèque"): a new file sent with an item's
// form becomes a media described by that item's texts, and, on start, the pictures items used before
// the library existed become medias with their items' texts and focal points (once: a file that has a
// media is left alone).
import type { Core } from '@strapi/strapi';
import { LANGS, type ImageType, type Lang, type NatureMedia } from '@teranga/domain';
import { storeImages, type UploadedFile } from '../uploads';
import { isChosen } from './chosen';
import { IMAGE_FIELDS } from './fields';
import { nameOfFile } from './library';
import { MEDIA_UID } from './uses';

type Texts = Record<Lang, string>;
/** What adoptUploads reads of a prepared save (controllers/managed-content.ts, Prepared). */
type Prepared = {
  perLang: Record<Lang, Record<string, unknown>>;
  shared: Record<string, unknown>;
  titre: string;
  media: { field: string; single: boolean; keep: number[] }[];
};

async function createMedia(
  strapi: Core.Strapi,
  data: {
    fileId: number;
    nom: string;
    texts: Texts;
    pointFocal: unknown;
    nature: NatureMedia | undefined;
    auteur: string | null | undefined;
  },
) {
  const author = data.auteur
    ? await strapi.db.query('plugin::users-permissions.user').findOne({ where: { documentId: data.auteur }, select: ['id'] })
    : null;
  await strapi.db.query(MEDIA_UID).create({
    data: {
      fichier: data.fileId,
      nom: data.nom.slice(0, 150) || 'image',
      texteAlternatif: data.texts,
      pointFocal: data.pointFocal ?? null,
      credit: '',
      nature: data.nature ?? null,
      // Goes with the item's picture unless someone describes it in the library (services/uploads.ts).
      origine: 'contenu',
      auteur: author?.id ?? null,
    },
  });
}

/** Stores the field's new files: the upload ids of every entry in order (a chosen media gives its own file's), and of the new ones. */
export async function storeFieldImages(
  strapi: Core.Strapi,
  list: UploadedFile[],
  types: ImageType[],
  alt: string,
): Promise<{ ids: number[]; added: number[] }> {
  const added = await storeImages(
    strapi,
    list.filter((file) => !isChosen(file)),
    types,
    alt,
  );
  let next = 0;
  return { ids: list.map((file) => (isChosen(file) ? file.chosen.fichier!.id : added[next++])), added };
}

const textAt = (value: unknown, position: number | null): string => {
  const v = position === null ? value : Array.isArray(value) ? value[position] : undefined;
  return typeof v === 'string' ? v : '';
};

/**
 * Makes a media of each new file a save stored, in the save's transaction: described by the item's
 * texts for that picture (a partner's logo: its name) and, for a single image or a gallery's cover, the
 * item's focal point. `stored`: each field's upload ids (storeFieldImages), kept images not included.
 */
export async function adoptUploads(
  strapi: Core.Strapi,
  uid: string,
  prepared: Prepared,
  byField: Record<string, UploadedFile[]>,
  stored: Record<string, number[]>,
  auteur: string,
) {
  const spec = IMAGE_FIELDS[uid];
  for (const plan of prepared.media) {
    // A gallery's new entries come after the images it keeps.
    const offset = plan.single ? 0 : plan.keep.length;
    for (const [i, file] of (byField[plan.field] ?? []).entries()) {
      if (isChosen(file)) continue;
      const position = spec?.texts === 'textesAlternatifs' ? offset + i : null;
      const texts = Object.fromEntries(
        LANGS.map((lang) => [lang, spec?.texts ? textAt(prepared.perLang[lang]?.[spec.texts], position) : prepared.titre]),
      ) as Texts;
      const cover = position === null || position === 0;
      await createMedia(strapi, {
        fileId: stored[plan.field][i],
        nom: nameOfFile(file),
        texts,
        pointFocal: cover && spec?.texts ? prepared.shared.pointFocal : null,
        nature: spec?.nature,
        auteur,
      });
    }
  }
}

/** A row of a type that uses pictures, as the query engine reads it. */
type Row = { id: number; documentId: string; locale?: string; [field: string]: unknown };
/** The query engine types its uid per content type; these are the media-using types of fields.ts. */
type ContentUid = Parameters<Core.Strapi['db']['query']>[0];

/** The items' pictures without a media yet become medias (on start; a file with a media is left alone). */
export async function adoptExistingImages(strapi: Core.Strapi): Promise<number> {
  const described = new Set(
    ((await strapi.db.query(MEDIA_UID).findMany({ populate: { fichier: { select: ['id'] } } })) as Row[])
      .map((row) => (row.fichier as { id?: number } | null)?.id)
      .filter((id): id is number => typeof id === 'number'),
  );
  let adopted = 0;
  for (const [uid, spec] of Object.entries(IMAGE_FIELDS)) {
    const localized = spec.texts !== null;
    const rows = (await strapi.db.query(uid as ContentUid).findMany({
      populate: { [spec.attribute]: { select: ['id', 'name'] }, ...(localized ? { auteur: { select: ['documentId'] } } : {}) },
      orderBy: { id: 'asc' },
    })) as Row[];
    const byDocument = new Map<string, Row[]>();
    for (const row of rows) byDocument.set(row.documentId, [...(byDocument.get(row.documentId) ?? []), row]);
    for (const locales of byDocument.values()) {
      const reference = locales.find((row) => row.locale === 'fr') ?? locales[0];
      const raw = reference[spec.attribute];
      const files = (Array.isArray(raw) ? raw : raw ? [raw] : []) as { id: number }[];
      for (const [position, file] of files.entries()) {
        if (described.has(file.id)) continue;
        const text = (lang: Lang) => {
          const row = locales.find((r) => r.locale === lang) ?? reference;
          if (!spec.texts) return String(reference.nom ?? '');
          return textAt(row[spec.texts], spec.texts === 'textesAlternatifs' ? position : null);
        };
        const titre = String(reference.titre ?? reference.nom ?? '');
        await createMedia(strapi, {
          fileId: file.id,
          nom: files.length > 1 ? `${titre} (${position + 1})` : titre,
          texts: Object.fromEntries(LANGS.map((lang) => [lang, text(lang)])) as Texts,
          pointFocal: spec.texts && position === 0 ? (reference.pointFocal ?? null) : null,
          nature: spec.nature,
          auteur: (reference.auteur as { documentId?: string } | null)?.documentId,
        });
        described.add(file.id);
        adopted += 1;
      }
    }
  }
  if (adopted) strapi.log.info(`medias: ${adopted} picture(s) of existing items entered the library`);
  return adopted;
}
