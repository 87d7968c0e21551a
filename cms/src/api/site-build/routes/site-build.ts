import { route, signedIn, BODY_LIMITS, bodyLimit } from '../../../contract/routes';

export default {
  routes: [
    route('GET', '/site/build', 'site-build.find', signedIn('administrateur')),
    // The rebuild worker, or Netlify's deploy notifications: authenticated by BUILD_STATUS_TOKEN in the controller.
    route('POST', '/site/build', 'site-build.report', bodyLimit(BODY_LIMITS.message)),
    // The rebuild worker's builds: what changed in the public lists since they read them (BUILD_STATUS_TOKEN, checked in the controller).
    route('GET', '/site/changements', 'site-build.changes'),
  ],
};
