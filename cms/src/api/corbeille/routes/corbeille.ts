import { route, signedIn, STAFF, BODY_LIMITS, bodyLimit } from '../../../contract/routes';

// The corbeille (services/corbeille.ts): advisers see and restore their own items; only administrators erase.
export default {
  routes: [
    route('GET', '/corbeille', 'corbeille.list', signedIn(...STAFF)),
    route('POST', '/corbeille/:type/:id/restaurer', 'corbeille.restore', signedIn(...STAFF), bodyLimit(BODY_LIMITS.small)),
    route('DELETE', '/corbeille/:type/:id', 'corbeille.erase', signedIn('administrateur'), bodyLimit(BODY_LIMITS.small)),
  ],
};
