import type { Core } from '@strapi/strapi';
import { createManagedContent } from '../../../controllers/managed-content';
import { firstTitle, keptImages, perLanguage, pick, readLocalizedForm, withCurrent } from '../../../services/prepare-helpers';
import { POPULATE, UID } from '../../../contract/queries';
import { toOpportunite } from '../../../contract/serializers';
import { validateOpportunite, type OpportuniteInput } from '@teranga/domain';

const LOCALIZED = ['titre', 'description', 'contenu', 'motsCles'] as const;
const SHARED = ['categorie', 'pays', 'contact', 'quantiteDisponible', 'statut', 'etat', 'datePublication', 'dateExpiration'] as const;

export default ({ strapi }: { strapi: Core.Strapi }) =>
  createManagedContent(strapi, {
    uid: UID.opportunite,
    label: 'Opportunité',
    populate: POPULATE.opportunite,
    serialize: (doc) => toOpportunite(doc),
    fileFields: [{ field: 'image', max: 1 }],
    mediaAttributes: ['image'],
    async prepare({ mode, now, current, form, files }) {
      const input = withCurrent(readLocalizedForm(form, {
        text: ['titre', 'description', 'contenu'], keywords: ['motsCles'],
        scalars: ['categorie', 'pays', 'contact', 'quantiteDisponible', 'statut', 'etat', 'datePublication', 'dateExpiration'],
      }), current, { localized: LOCALIZED, shared: SHARED }) as OpportuniteInput;
      const keep = mode === 'edit' ? keptImages(current, 'image', undefined) : [];
      const { errors, value } = validateOpportunite(input, mode, { now, hasUser: true, hasImage: files.image.length > 0 || keep.length > 0 });
      return {
        errors,
        shared: pick(value as unknown as Record<string, unknown>, SHARED),
        perLang: perLanguage(value as unknown as Record<string, unknown>, LOCALIZED),
        media: [{ attribute: 'image', field: 'image', single: true, keep }],
        titre: firstTitle(value as unknown as Record<string, unknown>, current),
      };
    },
  });
