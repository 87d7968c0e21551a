import { editorialRoutes } from '../../../contract/routes';

export default { routes: editorialRoutes('articles', { list: true }) };
