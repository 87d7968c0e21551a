import { route, signedIn, STAFF, withFiles, idempotent, BODY_LIMITS, bodyLimit } from '../../../contract/routes';

export default {
  routes: [
    route('POST', '/realisations', 'admin.create', signedIn(...STAFF), bodyLimit(BODY_LIMITS.richText), withFiles(), idempotent()),
    route('POST', '/realisations/admin/lot', 'lot.run', signedIn(...STAFF)),
    route('GET', '/realisations/admin/all', 'admin.list', signedIn(...STAFF)),
    route('GET', '/realisations/admin/:id', 'admin.findOne', signedIn(...STAFF)),
    // "Aperçu": the form's values, validated like a save, signed for the site's preview route (nothing stored).
    route('POST', '/realisations/admin/apercu', 'admin.preview', signedIn(...STAFF), bodyLimit(BODY_LIMITS.richText), withFiles()),
    route('POST', '/realisations/admin/:id/apercu', 'admin.preview', signedIn(...STAFF), bodyLimit(BODY_LIMITS.richText), withFiles()),
    route('PATCH', '/realisations/:id', 'admin.update', signedIn(...STAFF), bodyLimit(BODY_LIMITS.richText), withFiles()),
    route('DELETE', '/realisations/:id', 'admin.delete', signedIn(...STAFF), bodyLimit(BODY_LIMITS.small)),
    // Version history (services/versions.ts): the same access as the item itself.
    route('GET', '/realisations/:id/versions', 'admin.versions', signedIn(...STAFF)),
    route('GET', '/realisations/:id/versions/:versionId', 'admin.version', signedIn(...STAFF)),
    route(
      'POST',
      '/realisations/:id/versions/:versionId/restaurer',
      'admin.restoreVersion',
      signedIn(...STAFF),
      bodyLimit(BODY_LIMITS.small),
    ),
  ],
};
