import { route, signedIn, STAFF } from '../../../contract/routes';

export default {
  routes: [
    route('POST', '/realisations', 'admin.create', signedIn(...STAFF)),
    route('GET', '/realisations/admin/all', 'admin.list', signedIn(...STAFF)),
    route('GET', '/realisations/admin/:id', 'admin.findOne', signedIn(...STAFF)),
    route('PATCH', '/realisations/:id', 'admin.update', signedIn(...STAFF)),
    route('DELETE', '/realisations/:id', 'admin.delete', signedIn(...STAFF)),
  ],
};
