import { route, signedIn, withFiles, idempotent, BODY_LIMITS, bodyLimit, STAFF } from '../../../contract/routes';

// The media library (docs/api.md, "Médiathèque"): every staff member reads and uses every media; who may
// change or delete one is checked by the controller (administrators, or the adviser who uploaded it).
const staff = signedIn(...STAFF);

export default {
  routes: [
    route('GET', '/medias', 'admin.list', staff),
    route('POST', '/medias', 'admin.create', staff, withFiles(), idempotent()),
    route('GET', '/medias/:id', 'admin.findOne', staff),
    route('PATCH', '/medias/:id', 'admin.update', staff, withFiles()),
    route('PUT', '/medias/:id/fichier', 'admin.replace', staff, withFiles()),
    route('DELETE', '/medias/:id', 'admin.delete', staff, bodyLimit(BODY_LIMITS.small)),
  ],
};
