import { route } from '../../../contract/routes';

export default {
  routes: [route('GET', '/secteurs', 'public.list')],
};
