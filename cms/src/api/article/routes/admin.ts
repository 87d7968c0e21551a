import { route, signedIn, STAFF, withFiles, idempotent, BODY_LIMITS, bodyLimit } from '../../../contract/routes';

export default {
  routes: [
    route('POST', '/articles', 'admin.create', signedIn(...STAFF), bodyLimit(BODY_LIMITS.richText), withFiles(), idempotent()),
    route('POST', '/articles/admin/lot', 'lot.run', signedIn(...STAFF)),
    route('GET', '/articles/admin/all', 'admin.list', signedIn(...STAFF)),
    route('GET', '/articles/admin/:id', 'admin.findOne', signedIn(...STAFF)),
    // "Aperçu": the form's values, validated like a save, signed for the site's preview route (nothing stored).
    route('POST', '/articles/admin/apercu', 'admin.preview', signedIn(...STAFF), bodyLimit(BODY_LIMITS.richText), withFiles()),
    route('POST', '/articles/admin/:id/apercu', 'admin.preview', signedIn(...STAFF), bodyLimit(BODY_LIMITS.richText), withFiles()),
    route('PATCH', '/articles/:id', 'admin.update', signedIn(...STAFF), bodyLimit(BODY_LIMITS.richText), withFiles()),
    route('DELETE', '/articles/:id', 'admin.delete', signedIn(...STAFF), bodyLimit(BODY_LIMITS.small)),
    // Version history (services/versions.ts): the same access as the item itself.
    route('GET', '/articles/:id/versions', 'admin.versions', signedIn(...STAFF)),
    route('GET', '/articles/:id/versions/:versionId', 'admin.version', signedIn(...STAFF)),
    route('POST', '/articles/:id/versions/:versionId/restaurer', 'admin.restoreVersion', signedIn(...STAFF), bodyLimit(BODY_LIMITS.small)),
  ],
};
