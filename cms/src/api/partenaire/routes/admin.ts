import { route, signedIn, withFiles, idempotent, BODY_LIMITS, bodyLimit } from '../../../contract/routes';

const admin = signedIn('administrateur');

export default {
  routes: [
    route('POST', '/partenaires', 'admin.create', admin, withFiles(), idempotent()),
    route('POST', '/partenaires/admin/lot', 'lot.run', admin),
    route('GET', '/partenaires/admin/all', 'admin.list', admin),
    // Partner update is not shown in the spec: read one and PATCH it.
    route('GET', '/partenaires/admin/:id', 'admin.findOne', admin),
    route('PATCH', '/partenaires/:id', 'admin.update', admin, withFiles()),
    route('DELETE', '/partenaires/:id', 'admin.delete', admin, bodyLimit(BODY_LIMITS.small)),
    // Version history (services/versions.ts): the same access as the item itself.
    route('GET', '/partenaires/:id/versions', 'admin.versions', admin),
    route('GET', '/partenaires/:id/versions/:versionId', 'admin.version', admin),
    route('POST', '/partenaires/:id/versions/:versionId/restaurer', 'admin.restoreVersion', admin, bodyLimit(BODY_LIMITS.small)),
  ],
};
