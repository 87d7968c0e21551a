import { route, signedIn } from '../../../contract/routes';

export default {
  routes: [route('GET', '/journal', 'admin.list', signedIn('administrateur'))],
};
