import { route } from '../../../contract/routes';

export default {
  routes: [route('GET', '/realisations', 'public.list'), route('GET', '/realisations/:slug', 'public.findOne')],
};
