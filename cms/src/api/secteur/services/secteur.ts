import type { Core } from '@strapi/strapi';
import { UID } from '../../../contract/queries';
import { groupByDocument, type LocaleRow } from '../../../contract/documents';
import { toSecteur } from '../../../contract/serializers';
import { publicCache } from '../../../services/public-cache';

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  list() {
    return publicCache(strapi).get(`${UID.secteur}:list`, async () => {
      const rows = (await strapi.db.query(UID.secteur).findMany({ orderBy: { ordre: 'asc' } })) as LocaleRow[];
      return groupByDocument(rows).map(toSecteur);
    });
  },
});
