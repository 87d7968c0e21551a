import { route } from '../../../contract/routes';

export default {
  routes: [route('GET', '/articles', 'public.list'), route('GET', '/articles/:slug', 'public.findOne')],
};
