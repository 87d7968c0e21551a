import { maybeSignedIn, route } from '../../../contract/routes';

export default {
  routes: [
    // Anonymous callers get the published list; staff get the back-office list (docs/product.md §7).
    route('GET', '/opportunites', 'public.list', maybeSignedIn()),
    route('GET', '/opportunites/:slug', 'public.findOne'),
  ],
};
