import { publicRoute } from '../../../contract/public-controller';

export default {
  routes: [publicRoute('GET', '/secteurs', 'public.list')],
};
