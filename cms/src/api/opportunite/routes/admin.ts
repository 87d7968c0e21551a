import { editorialRoutes } from '../../../contract/routes';

// GET /opportunites serves the back-office list too: see routes/public.ts.
export default { routes: editorialRoutes('opportunites', { list: false, categories: true }) };
