import { rateLimited, route } from '../../../contract/routes';

export default {
  routes: [route('POST', '/contact', 'public.create', rateLimited('contact'))],
};
