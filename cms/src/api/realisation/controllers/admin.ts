import type { Core } from '@strapi/strapi';
import { createManagedContent } from '../../../controllers/managed-content';
import { firstTitle, keptImages, perLanguage, pick, readLocalizedForm, withCurrent } from '../../../services/prepare-helpers';
import { POPULATE, UID } from '../../../contract/queries';
import { toRealisation } from '../../../contract/serializers';
import { jsonField } from '../../../contract/form';
import { validateRealisation, REALISATION_IMAGES, type RealisationInput } from '@teranga/domain';

const LOCALIZED = ['titre', 'description', 'contenu', 'resume', 'motsCles'] as const;
const SHARED = ['secteur', 'annee', 'statutLivraison', 'etat', 'datePublication', 'localisation', 'categories'] as const;

export default ({ strapi }: { strapi: Core.Strapi }) =>
  createManagedContent(strapi, {
    uid: UID.realisation,
    label: 'Réalisation',
    populate: POPULATE.realisation,
    serialize: toRealisation,
    fileFields: [{ field: 'images', max: REALISATION_IMAGES.max }],
    mediaAttributes: ['images'],
    async prepare({ mode, now, current, form, files }) {
      const input = withCurrent(readLocalizedForm(form, {
        text: ['titre', 'description', 'contenu', 'resume'], keywords: ['motsCles'],
        scalars: ['secteur', 'annee', 'statutLivraison', 'etat', 'datePublication'], lists: ['categories'], json: ['localisation'],
      }), current, { localized: LOCALIZED, shared: SHARED }) as RealisationInput;
      const keep = mode === 'edit' ? keptImages(current, 'images', jsonField(form.oldImages)) : [];
      const secteur = input.secteur
        ? await strapi.db.query(UID.secteur).findOne({ where: { $or: [{ documentId: input.secteur }, { slug: input.secteur }] }, select: ['documentId'] })
        : null;
      if (secteur) input.secteur = secteur.documentId;
      const { errors, value } = validateRealisation(input, mode, {
        now, hasUser: true, imageCount: keep.length + files.images.length,
        secteurExists: mode === 'edit' && input.secteur === undefined ? true : Boolean(secteur),
      });
      return {
        errors,
        shared: pick(value as unknown as Record<string, unknown>, SHARED),
        perLang: perLanguage(value as unknown as Record<string, unknown>, LOCALIZED),
        media: [{ attribute: 'images', field: 'images', single: false, keep }],
        titre: firstTitle(value as unknown as Record<string, unknown>, current),
      };
    },
  });
