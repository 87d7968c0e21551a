import { route, signedIn } from '../../../contract/routes';

export default {
  routes: [
    route('POST', '/auth/connexion', 'auth.connexion'),
    route('POST', '/auth/rafraichir', 'auth.rafraichir'),
    route('POST', '/auth/deconnexion', 'auth.deconnexion', signedIn()),
    route('GET', '/admin/me', 'auth.adminMe', signedIn('administrateur')),
  ],
};
