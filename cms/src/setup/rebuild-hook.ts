import type { Core } from '@strapi/strapi';
import { EVENTS, WATCHED } from '../contract/public-cache';

/**
 * When REBUILD_HOOK_URL is set (Netlify's build hook in production, the local rebuild worker of
 * `npm start`), any change to public content asks for a rebuild of the static site. Changes
 * that come together (a save writes three locales) make one call, REBUILD_DEBOUNCE_MS after the
 * last of them. This is the only outbound call the CMS makes, and only to that address.
 */
export function watchForRebuilds(strapi: Core.Strapi, url = process.env.REBUILD_HOOK_URL) {
  if (!url) return () => {};
  const delay = Number(process.env.REBUILD_DEBOUNCE_MS ?? 2000);
  let timer: NodeJS.Timeout | null = null;

  const call = async () => {
    timer = null;
    try {
      const res = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ source: 'cms' }) });
      if (!res.ok) strapi.log.warn(`rebuild hook answered ${res.status}`);
    } catch (error) {
      strapi.log.warn(`rebuild hook unreachable: ${(error as Error).message}`);
    }
  };
  const schedule = () => {
    if (timer) clearTimeout(timer);
    timer = setTimeout(call, delay);
  };
  strapi.db.lifecycles.subscribe({ models: WATCHED, ...Object.fromEntries(EVENTS.map((e) => [e, schedule])) });
  return () => timer && clearTimeout(timer);
}
