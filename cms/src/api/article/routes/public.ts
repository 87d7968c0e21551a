import { publicRoute } from '../../../contract/public-controller';

export default {
  routes: [
    publicRoute('GET', '/articles', 'public.list'),
    publicRoute('GET', '/articles/:slug', 'public.findOne'),
  ],
};
