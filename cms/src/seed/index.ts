// Demo content for local and test runs (never in production): idempotent, flagged in strapi.store.
import type { Core } from '@strapi/strapi';
import { UID, type LocalizedUid } from '../contract/queries';
import {
  ARTICLE,
  LANGS,
  OPPORTUNITE,
  REALISATION,
  type ContentDefinition,
  type EditorialDefinition,
  type Field,
  type Fields,
  type Lang,
} from '@teranga/domain';
import { writeLocalizedDocument } from '../services/localized-writer';
import { roleId } from '../setup/roles';
import { ensureSecteurs } from '../setup/secteurs';
import { drawLogo, drawScene, EXT, MIME } from './images';
import { uploadBuffer } from './upload';
import type { DemoImage, Localized } from './types';
import { utilisateurs } from './fixtures/utilisateurs';
import { realisations } from './fixtures/realisations';
import { articles } from './fixtures/articles';
import { opportunites } from './fixtures/opportunites';
import { partenaires } from './fixtures/partenaires';
import { texteAlternatif } from './fixtures/textes-alternatifs';

const SEED_VERSION = 1;

type Authors = Record<string, string>;

function perLang(fields: Record<string, Localized<unknown> | undefined>): Record<Lang, Record<string, unknown>> {
  const out = { fr: {}, en: {}, pt: {} } as Record<Lang, Record<string, unknown>>;
  for (const [name, value] of Object.entries(fields)) for (const lang of LANGS) if (value) out[lang][name] = value[lang];
  return out;
}

/** Per language, a gallery's alternative texts in its order. */
function imageTexts(images: DemoImage[]): Localized<string[]> {
  const texts = images.map((image) => texteAlternatif(image.alt));
  return { fr: texts.map((t) => t.fr), en: texts.map((t) => t.en), pt: texts.map((t) => t.pt) };
}

const uploadImage = (strapi: Core.Strapi, image: DemoImage) =>
  drawScene(image).then((buffer) => uploadBuffer(strapi, buffer, `${image.name}.${EXT[image.format]}`, MIME[image.format], image.alt));

async function exists(strapi: Core.Strapi, uid: string, frTitle: string) {
  return Boolean(await strapi.db.query(uid).findOne({ where: { locale: 'fr', titre: frTitle }, select: ['id'] }));
}

/** The kinds the seed makes itself rather than reads from a fixture: pictures and their texts, relations. */
const OWN_KINDS: readonly Field['kind'][] = ['image', 'altText', 'focalPoint', 'relation', 'slug', 'formerSlugs', 'translationTracking'];

/**
 * A fixture's fields as the definition says they are stored: its per-language texts (one row per
 * language) and the values every language shares. A field added to a definition is seeded once its
 * fixture has it; pictures, relations and the author are the caller's (`own`).
 */
function fromFixture(definition: ContentDefinition, item: object) {
  const values = item as Record<string, unknown>;
  const texts: Record<string, Localized<unknown>> = {};
  const shared: Record<string, unknown> = {};
  for (const [name, f] of Object.entries(definition.fields as Fields)) {
    if (OWN_KINDS.includes(f.kind) || values[name] === undefined) continue;
    if (f.localized) texts[name] = values[name] as Localized<unknown>;
    else shared[name] = values[name];
  }
  return { texts, shared };
}

/**
 * Writes a demo item of an editorial type in its three languages, unless one with its French title is
 * there already (its pictures are drawn and uploaded only then).
 */
async function seedEditorial(
  strapi: Core.Strapi,
  definition: EditorialDefinition,
  item: { titre: Localized<string> },
  own: { shared: () => Promise<Record<string, unknown>>; texts: Record<string, Localized<unknown>> },
) {
  if (await exists(strapi, definition.uid, item.titre.fr)) return;
  const { texts, shared } = fromFixture(definition, item);
  await writeLocalizedDocument(
    strapi,
    definition.uid as LocalizedUid,
    { ...shared, ...(await own.shared()) },
    perLang({ ...texts, ...own.texts }),
  );
}

async function seedUtilisateurs(strapi: Core.Strapi): Promise<Authors> {
  const authors: Authors = {};
  for (const u of utilisateurs) {
    let user = await strapi.db.query(UID.user).findOne({ where: { email: u.email } });
    if (!user) {
      user = await strapi
        .plugin('users-permissions')
        .service('user')
        .add({
          username: u.email,
          email: u.email,
          password: u.password,
          provider: 'local',
          confirmed: true,
          blocked: false,
          role: await roleId(strapi, u.role),
          nom: u.nom,
          prenom: u.prenom,
          telephone: u.telephone,
          statut: 'actif',
        });
    }
    authors[u.key] = user.documentId;
  }
  return authors;
}

export async function seedDemo(strapi: Core.Strapi): Promise<boolean> {
  const flag = strapi.store({ type: 'core', name: 'seed', key: 'demo' });
  if (((await flag.get()) as number | null) === SEED_VERSION) return false;
  strapi.log.info('seed: writing demo content');

  const authors = await seedUtilisateurs(strapi);
  const sectorIds = await ensureSecteurs(strapi);

  for (const r of realisations)
    await seedEditorial(strapi, REALISATION, r, {
      shared: async () => {
        const images = [];
        for (const image of r.images) images.push(await uploadImage(strapi, image));
        return { auteur: authors[r.auteur], secteur: sectorIds[r.secteur], images, pointFocal: r.images[0]?.pointFocal ?? null };
      },
      texts: { textesAlternatifs: imageTexts(r.images) },
    });

  for (const a of articles)
    await seedEditorial(strapi, ARTICLE, a, {
      shared: async () => ({
        auteur: authors[a.auteur],
        imagePrincipale: await uploadImage(strapi, a.imagePrincipale),
        secteur: a.secteur ? sectorIds[a.secteur] : null,
        pointFocal: a.imagePrincipale.pointFocal ?? null,
      }),
      texts: { texteAlternatif: texteAlternatif(a.imagePrincipale.alt) },
    });

  for (const o of opportunites)
    await seedEditorial(strapi, OPPORTUNITE, o, {
      shared: async () => ({
        auteur: authors[o.auteur],
        image: await uploadImage(strapi, o.image),
        pointFocal: o.image.pointFocal ?? null,
      }),
      texts: { texteAlternatif: texteAlternatif(o.image.alt) },
    });

  for (const p of partenaires) {
    if (await strapi.db.query(UID.partenaire).findOne({ where: { nom: p.nom }, select: ['id'] })) continue;
    const logo = await uploadBuffer(strapi, await drawLogo(p.logo), `${p.logo.name}.${EXT[p.logo.format]}`, MIME[p.logo.format], p.nom);
    await strapi.documents(UID.partenaire).create({
      data: { nom: p.nom, siteWeb: p.siteWeb, logo, actif: p.actif, ordreAffichage: p.ordreAffichage },
    });
  }

  await flag.set({ value: SEED_VERSION });
  strapi.log.info('seed: demo content ready');
  return true;
}
