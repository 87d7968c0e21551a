import { publicRoute } from '../../../contract/public-controller';

export default {
  routes: [
    publicRoute('POST', '/contact', 'public.create', {
      middlewares: [{ name: 'global::rate-limit', config: { limit: 'contact' } }],
    }),
  ],
};
