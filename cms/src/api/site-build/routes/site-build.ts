import { route, signedIn, BODY_LIMITS, bodyLimit, STAFF } from '../../../contract/routes';

export default {
  routes: [
    route('GET', '/site/build', 'site-build.find', signedIn('administrateur')),
    // The rebuild worker, or Netlify's deploy notifications: authenticated by BUILD_STATUS_TOKEN in the controller.
    route('POST', '/site/build', 'site-build.report', bodyLimit(BODY_LIMITS.message)),
    // The rebuild worker's builds: what changed in the public lists since they read them (BUILD_STATUS_TOKEN, checked in the controller).
    route('GET', '/site/changements', 'site-build.changements'),
    // The rich-text editor's link dialog: the site's item pages whose title contains the words searched.
    route('GET', '/site/pages', 'site-build.pages', signedIn(...STAFF)),
  ],
};
