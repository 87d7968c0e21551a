// Demo content for local and test runs (never in production): idempotent, flagged in strapi.store.
import type { Core } from '@strapi/strapi';
import { UID, type LocalizedUid } from '../contract/queries';
import { LANGS, type Lang } from '@teranga/domain';
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

/**
 * Writes a demo item in its three languages, unless one with its French title is there already (its
 * pictures are drawn and uploaded only then).
 */
async function seedLocalized(
  strapi: Core.Strapi,
  uid: LocalizedUid,
  titre: Localized<string>,
  shared: () => Promise<Record<string, unknown>>,
  texts: Record<string, Localized<unknown> | undefined>,
) {
  if (await exists(strapi, uid, titre.fr)) return;
  await writeLocalizedDocument(strapi, uid, await shared(), perLang({ titre, ...texts }));
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

  /** What every managed item carries besides its own fields: its state, dates, author and views. */
  const publication = (item: (typeof realisations)[number] | (typeof articles)[number] | (typeof opportunites)[number]) => ({
    etat: item.etat,
    datePublication: item.datePublication,
    dateCreation: item.dateCreation,
    auteur: authors[item.auteur],
    nombreVues: item.nombreVues,
  });

  for (const r of realisations)
    await seedLocalized(
      strapi,
      UID.realisation,
      r.titre,
      async () => {
        const images = [];
        for (const image of r.images) images.push(await uploadImage(strapi, image));
        return {
          ...publication(r),
          categories: r.categories,
          secteur: sectorIds[r.secteur],
          annee: r.annee,
          statutLivraison: r.statutLivraison,
          images,
          localisation: r.localisation,
          pointFocal: r.images[0]?.pointFocal ?? null,
        };
      },
      {
        description: r.description,
        contenu: r.contenu,
        resume: r.resume,
        motsCles: r.motsCles,
        textesAlternatifs: imageTexts(r.images),
      },
    );

  for (const a of articles)
    await seedLocalized(
      strapi,
      UID.article,
      a.titre,
      async () => ({
        ...publication(a),
        categories: a.categories,
        imagePrincipale: await uploadImage(strapi, a.imagePrincipale),
        secteur: a.secteur ? sectorIds[a.secteur] : null,
        pointFocal: a.imagePrincipale.pointFocal ?? null,
      }),
      {
        contenu: a.contenu,
        resume: a.resume,
        motsCles: a.motsCles,
        referencementTitre: a.referencementTitre,
        referencementDescription: a.referencementDescription,
        texteAlternatif: texteAlternatif(a.imagePrincipale.alt),
      },
    );

  for (const o of opportunites)
    await seedLocalized(
      strapi,
      UID.opportunite,
      o.titre,
      async () => ({
        ...publication(o),
        categorie: o.categorie,
        pays: o.pays,
        contact: o.contact,
        quantiteDisponible: o.quantiteDisponible,
        statut: o.statut,
        dateExpiration: o.dateExpiration,
        image: await uploadImage(strapi, o.image),
        pointFocal: o.image.pointFocal ?? null,
      }),
      { description: o.description, contenu: o.contenu, motsCles: o.motsCles, texteAlternatif: texteAlternatif(o.image.alt) },
    );

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
