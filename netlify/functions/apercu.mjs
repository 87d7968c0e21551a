// The editors' preview at /apercu on Netlify (scripts/preview-function.mjs): the preview build made by
// `npm run build:preview` and the headers scripts/netlify-postbuild.mjs wrote beside it.
import { renderPreview } from '../../web/dist-preview/server/entry.mjs';
import siteHeaders from '../../web/dist-preview/server/site-headers.json' with { type: 'json' };
import { previewFunction } from '../../scripts/preview-function.mjs';

export default previewFunction(renderPreview, siteHeaders);

export const config = { path: '/apercu' };
