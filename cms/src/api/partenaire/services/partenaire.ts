import type { Core } from '@strapi/strapi';
import { POPULATE, UID } from '../../../contract/queries';
import { toPartenaire } from '../../../contract/serializers';
import type { LocaleRow } from '../../../contract/documents';
import { sortByDisplayOrder } from '../../../rules/sorting';

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  /** Active partners only, by ordreAffichage. */
  async listPublic() {
    const rows = (await strapi.db.query(UID.partenaire).findMany({ where: { actif: true }, populate: POPULATE.partenaire })) as LocaleRow[];
    return sortByDisplayOrder(rows.map(toPartenaire));
  },
});
