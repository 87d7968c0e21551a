import { publicRoute } from '../../../contract/public-controller';

export default {
  routes: [
    publicRoute('GET', '/realisations', 'public.list'),
    publicRoute('GET', '/realisations/:slug', 'public.findOne'),
  ],
};
