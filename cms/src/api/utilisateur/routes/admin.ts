import { route, signedIn, idempotent, BODY_LIMITS, bodyLimit } from '../../../contract/routes';

const admin = signedIn('administrateur');

// Only administrators create, change, delete and set roles (docs/product.md §6).
export default {
  routes: [
    // Before /utilisateurs/:id: any signed-in user reads their own profile.
    route('GET', '/utilisateurs/me', 'api::auth.auth.me', signedIn()),
    // "Mon profil", both roles: one's own name and phone, one's own password.
    route('PUT', '/utilisateurs/me', 'profil.update', signedIn()),
    route('POST', '/utilisateurs/me/mot-de-passe', 'profil.changePassword', signedIn(), bodyLimit(BODY_LIMITS.small)),
    route('GET', '/utilisateurs', 'admin.list', admin),
    route('POST', '/utilisateurs', 'admin.create', admin, idempotent()),
    route('GET', '/utilisateurs/:id', 'admin.findOne', admin),
    route('PUT', '/utilisateurs/:id', 'admin.update', admin),
    route('DELETE', '/utilisateurs/:id', 'admin.delete', admin, bodyLimit(BODY_LIMITS.small)),
  ],
};
