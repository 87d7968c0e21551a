import { route } from '../../../contract/routes';

export default {
  routes: [route('GET', '/partenaires', 'public.list')],
};
