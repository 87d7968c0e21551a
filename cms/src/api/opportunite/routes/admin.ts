import { route, signedIn, STAFF, withFiles, idempotent } from '../../../contract/routes';

// GET /opportunites serves the back-office list too: see routes/public.ts.
export default {
  routes: [
    route('POST', '/opportunites', 'admin.create', signedIn(...STAFF), withFiles(), idempotent()),
    route('GET', '/opportunites/admin/:id', 'admin.findOne', signedIn(...STAFF)),
    route('PATCH', '/opportunites/:id', 'admin.update', signedIn(...STAFF), withFiles()),
    route('DELETE', '/opportunites/:id', 'admin.delete', signedIn(...STAFF)),
  ],
};
