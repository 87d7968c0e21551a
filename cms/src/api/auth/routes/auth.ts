import { rateLimited, route, signedIn, BODY_LIMITS, bodyLimit } from '../../../contract/routes';

export default {
  routes: [
    route('POST', '/auth/connexion', 'auth.connexion', bodyLimit(BODY_LIMITS.small)),
    route('POST', '/auth/rafraichir', 'auth.rafraichir', bodyLimit(BODY_LIMITS.small)),
    route('POST', '/auth/deconnexion', 'auth.deconnexion', signedIn(), bodyLimit(BODY_LIMITS.small)),
    // Password reset by mail (services/mot-de-passe-oublie.ts).
    route('POST', '/auth/mot-de-passe-oublie', 'auth.motDePasseOublie', bodyLimit(BODY_LIMITS.small), rateLimited('motDePasse')),
    route('POST', '/auth/reinitialiser', 'auth.reinitialiser', bodyLimit(BODY_LIMITS.small), rateLimited('motDePasse')),
    route('GET', '/admin/me', 'auth.adminMe', signedIn('administrateur')),
  ],
};
