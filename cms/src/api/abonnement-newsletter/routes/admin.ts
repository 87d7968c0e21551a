import { route, signedIn } from '../../../contract/routes';

// Not shown in the spec: the subscribers list and its CSV export, for administrators.
export default {
  routes: [
    route('GET', '/newsletter/abonnements', 'admin.list', signedIn('administrateur')),
    route('GET', '/newsletter/abonnements.csv', 'admin.csv', signedIn('administrateur')),
  ],
};
