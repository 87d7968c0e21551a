import { route, signedIn, BODY_LIMITS, bodyLimit } from '../../../contract/routes';

// Not shown in the spec: the administrators' inbox that keeps the 24-hour reply promise.
export default {
  routes: [
    route('GET', '/demandes-contact', 'admin.list', signedIn('administrateur')),
    route('PATCH', '/demandes-contact/:id', 'admin.update', signedIn('administrateur'), bodyLimit(BODY_LIMITS.small)),
  ],
};
