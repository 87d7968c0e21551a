import { route, signedIn, STAFF, withFiles, idempotent } from '../../../contract/routes';

export default {
  routes: [
    route('POST', '/realisations', 'admin.create', signedIn(...STAFF), withFiles(), idempotent()),
    route('GET', '/realisations/admin/all', 'admin.list', signedIn(...STAFF)),
    route('GET', '/realisations/admin/:id', 'admin.findOne', signedIn(...STAFF)),
    route('PATCH', '/realisations/:id', 'admin.update', signedIn(...STAFF), withFiles()),
    route('DELETE', '/realisations/:id', 'admin.delete', signedIn(...STAFF)),
  ],
};
