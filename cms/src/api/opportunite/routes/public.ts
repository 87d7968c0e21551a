import { publicRoute } from '../../../contract/public-controller';

export default {
  routes: [
    publicRoute('GET', '/opportunites', 'public.list'),
    publicRoute('GET', '/opportunites/:slug', 'public.findOne'),
  ],
};
