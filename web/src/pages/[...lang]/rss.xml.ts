// /rss.xml, /en/rss.xml, /pt/rss.xml: news and realisations in the feed's language (@astrojs/rss).
import rss from '@astrojs/rss';
import type { APIRoute } from 'astro';
import { LANGS, langParam, type Lang } from '../../lib/languages';
import { feedItems } from '../../lib/feed';
import { articles, realisations } from '../../lib/site-data';
import { useTranslations } from '../../i18n';

// No cache key: the feed reads the content itself, so every build renders it.
export const getStaticPaths = () => LANGS.map((lang) => ({ params: { lang: langParam(lang) }, props: { lang } }));

export const GET: APIRoute = async ({ props, site }) => {
  const lang = (props as { lang: Lang }).lang;
  const t = useTranslations(lang);
  const base = (site ?? new URL('http://localhost:4321')).href;
  return rss({
    title: t('feed.title'),
    description: t('meta.description'),
    site: base,
    items: feedItems(base, lang, await articles(), await realisations()),
    customData: `<language>${lang}</language>`,
  });
};
