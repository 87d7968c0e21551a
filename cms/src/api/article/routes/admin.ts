import { route, signedIn, STAFF, withFiles, idempotent } from '../../../contract/routes';

export default {
  routes: [
    route('POST', '/articles', 'admin.create', signedIn(...STAFF), withFiles(), idempotent()),
    route('GET', '/articles/admin/all', 'admin.list', signedIn(...STAFF)),
    route('GET', '/articles/admin/:id', 'admin.findOne', signedIn(...STAFF)),
    route('PATCH', '/articles/:id', 'admin.update', signedIn(...STAFF), withFiles()),
    route('DELETE', '/articles/:id', 'admin.delete', signedIn(...STAFF)),
  ],
};
