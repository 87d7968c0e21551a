import { route, signedIn, withFiles, idempotent } from '../../../contract/routes';

const admin = signedIn('administrateur');

export default {
  routes: [
    route('POST', '/partenaires', 'admin.create', admin, withFiles(), idempotent()),
    route('GET', '/partenaires/admin/all', 'admin.list', admin),
    // Partner update is not shown in the spec: read one and PATCH it.
    route('GET', '/partenaires/admin/:id', 'admin.findOne', admin),
    route('PATCH', '/partenaires/:id', 'admin.update', admin, withFiles()),
    route('DELETE', '/partenaires/:id', 'admin.delete', admin),
  ],
};
