import { rateLimited, route, BODY_LIMITS, bodyLimit } from '../../../contract/routes';

export default {
  routes: [
    // The site's beacon (navigator.sendBeacon): no body, no cookie; 204 whether the view was new today or not.
    route('POST', '/vues/:type/:id', 'vue.record', bodyLimit(BODY_LIMITS.small), rateLimited('vues')),
  ],
};
