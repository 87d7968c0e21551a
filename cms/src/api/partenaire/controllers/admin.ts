import type { Core } from '@strapi/strapi';
import { createManagedContent } from '../../../controllers/managed-content';
import { scalar } from '../../../contract/form';
import { POPULATE } from '../../../contract/queries';
import { toPartenaire, type Partenaire } from '../../../contract/serializers';
import { PARTENAIRE, sharedFields, sortByDisplayOrder, validatePartenaire, type PartenaireInput } from '@teranga/domain';

const FIELDS = sharedFields(PARTENAIRE);
const noLanguage = { fr: {}, en: {}, pt: {} };

// Partners have no languages and no author: the managed-content engine with `localized: false`.
export default ({ strapi }: { strapi: Core.Strapi }) =>
  createManagedContent<Partenaire>(strapi, {
    content: PARTENAIRE,
    order: (items) => sortByDisplayOrder(items),
    populate: POPULATE.partenaire,
    serialize: (doc) => toPartenaire(doc.reference),
    async prepare({ mode, current, form, files }) {
      const stored = current?.reference;
      const input: PartenaireInput = {};
      for (const key of FIELDS) {
        // A PATCH changes what it sends; the rest is validated as stored.
        const value = form[key] !== undefined ? scalar(form[key]) : stored?.[key];
        if (value !== undefined && value !== null) (input as Record<string, unknown>)[key] = value;
      }
      const keep = stored?.logo?.id ? [stored.logo.id as number] : [];
      const { errors, value } = validatePartenaire(input, mode, { hasLogo: files.logo.length > 0 || keep.length > 0 });
      return {
        errors,
        shared: { ...value },
        perLang: noLanguage,
        media: [{ attribute: 'logo', field: 'logo', single: true, keep }],
        titre: String(value.nom ?? stored?.nom ?? ''),
      };
    },
  });
