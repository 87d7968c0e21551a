import { route, signedIn, STAFF, withFiles, idempotent, BODY_LIMITS, bodyLimit } from '../../../contract/routes';

// GET /opportunites serves the back-office list too: see routes/public.ts.
export default {
  routes: [
    route('POST', '/opportunites', 'admin.create', signedIn(...STAFF), bodyLimit(BODY_LIMITS.richText), withFiles(), idempotent()),
    route('POST', '/opportunites/admin/lot', 'lot.run', signedIn(...STAFF)),
    // The categories in use (free text), for the back-office list's filter; before /admin/:id.
    route('GET', '/opportunites/admin/categories', 'admin.categories', signedIn(...STAFF)),
    route('GET', '/opportunites/admin/:id', 'admin.findOne', signedIn(...STAFF)),
    // "Aperçu": the form's values, validated like a save, signed for the site's preview route (nothing stored).
    route('POST', '/opportunites/admin/apercu', 'admin.preview', signedIn(...STAFF), bodyLimit(BODY_LIMITS.richText), withFiles()),
    route('POST', '/opportunites/admin/:id/apercu', 'admin.preview', signedIn(...STAFF), bodyLimit(BODY_LIMITS.richText), withFiles()),
    route('PATCH', '/opportunites/:id', 'admin.update', signedIn(...STAFF), bodyLimit(BODY_LIMITS.richText), withFiles()),
    route('DELETE', '/opportunites/:id', 'admin.delete', signedIn(...STAFF), bodyLimit(BODY_LIMITS.small)),
    // Version history (services/versions.ts): the same access as the item itself.
    route('GET', '/opportunites/:id/versions', 'admin.versions', signedIn(...STAFF)),
    route('GET', '/opportunites/:id/versions/:versionId', 'admin.version', signedIn(...STAFF)),
    route(
      'POST',
      '/opportunites/:id/versions/:versionId/restaurer',
      'admin.restoreVersion',
      signedIn(...STAFF),
      bodyLimit(BODY_LIMITS.small),
    ),
  ],
};
