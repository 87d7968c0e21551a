import { editorialRoutes } from '../../../contract/routes';

export default { routes: editorialRoutes('realisations', { list: true }) };
