import { route, signedIn } from '../../../contract/routes';

export default {
  routes: [
    route('GET', '/site/build', 'site-build.find', signedIn('administrateur')),
    // The rebuild worker, or Netlify's deploy notifications: authenticated by BUILD_STATUS_TOKEN in the controller.
    route('POST', '/site/build', 'site-build.report'),
  ],
};
