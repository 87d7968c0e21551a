import { publicRoute } from '../../../contract/public-controller';

export default {
  routes: [publicRoute('GET', '/partenaires', 'public.list')],
};
