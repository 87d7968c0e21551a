import type { Core } from '@strapi/strapi';
import { createManagedContent } from '../../../controllers/managed-content';
import {
  keptImages,
  localizedWrite,
  readLocalizedForm,
  readPointFocal,
  withCurrent,
  sanitizeRichFields,
} from '../../../services/prepare-helpers';
import { LABEL, POPULATE, UID } from '../../../contract/queries';
import { toOpportunite } from '../../../contract/serializers';
import { validateOpportunite, type OpportuniteInput } from '@teranga/domain';

const LOCALIZED = ['titre', 'description', 'contenu', 'motsCles', 'texteAlternatif'] as const;
const SHARED = [
  'categorie',
  'pays',
  'contact',
  'quantiteDisponible',
  'statut',
  'etat',
  'datePublication',
  'dateExpiration',
  'pointFocal',
] as const;

export default ({ strapi }: { strapi: Core.Strapi }) =>
  createManagedContent(strapi, {
    uid: UID.opportunite,
    label: LABEL.opportunite,
    populate: POPULATE.opportunite,
    serialize: (doc) => toOpportunite(doc),
    fileFields: [{ field: 'image', max: 1 }],
    mediaAttributes: ['image'],
    async prepare({ mode, now, current, form, files }) {
      const read = readLocalizedForm(form, {
        text: ['titre', 'description', 'contenu', 'texteAlternatif'],
        keywords: ['motsCles'],
        scalars: ['categorie', 'pays', 'contact', 'quantiteDisponible', 'statut', 'etat', 'datePublication', 'dateExpiration'],
      });
      if (form.pointFocal !== undefined) read.pointFocal = readPointFocal(form);
      const input = withCurrent(sanitizeRichFields(read, ['description']), current, {
        localized: LOCALIZED,
        shared: SHARED,
      }) as OpportuniteInput;
      const keep = mode === 'edit' ? keptImages(current, 'image', undefined) : [];
      const validation = validateOpportunite(input, mode, { now, hasAuteur: true, hasImage: files.image.length > 0 || keep.length > 0 });
      return localizedWrite(validation, current, { localized: LOCALIZED, shared: SHARED }, [
        { attribute: 'image', field: 'image', single: true, keep },
      ]);
    },
  });
