import { rateLimited, route, signedIn } from '../../../contract/routes';

export default {
  routes: [
    route('POST', '/auth/connexion', 'auth.connexion'),
    route('POST', '/auth/rafraichir', 'auth.rafraichir'),
    route('POST', '/auth/deconnexion', 'auth.deconnexion', signedIn()),
    // Password reset by mail (services/password-reset.ts).
    route('POST', '/auth/mot-de-passe-oublie', 'auth.motDePasseOublie', rateLimited('motDePasse')),
    route('POST', '/auth/reinitialiser', 'auth.reinitialiser', rateLimited('motDePasse')),
    route('GET', '/admin/me', 'auth.adminMe', signedIn('administrateur')),
  ],
};
