// The share image of every page that has its own: the static pages and every item (closed offers too),
// in each language, with the picture each is drawn from. Each item's three languages come together, so
// its picture is fetched once.
import { LANGS, type Lang } from '../languages';
import { STATIC_PAGES } from '../routes';
import { pickSource } from './source';
import { ogKeyFor } from './paths';
import type { OgCard } from './render';
import { allOpportunites, articles, realisations } from '../site-data';
import { useTranslations, type MessageKey } from '../../i18n';
import type { Media } from '../images';
import type { EditorialName, PointFocal } from '@teranga/domain';
import { significantFocal } from './crop';

export interface OgEntry {
  /** The image's name under /og/ (ogImageKey). */
  key: string;
  card: OgCard;
  /** Where the picture comes from (an /uploads/… path, or a file of public/), or null. */
  picture: string | null;
  /** The editor's focal point of the picture, when not the centre (lib/og/crop.ts). */
  focal?: PointFocal;
}

/** The static pages' picture: the home page's video poster. */
export const DEFAULT_PICTURE = '/media/hero-poster.webp';
// A format slightly shorter than the 630 px slot is enlarged a little rather than decoding the next, much larger one.
const PICTURE_SLOT = { width: 540, height: 560 };

const STATIC_TITLES: Record<(typeof STATIC_PAGES)[number], MessageKey> = {
  '/': 'home.title',
  '/telecom': 'sector.telecom.title',
  '/genie-civil': 'sector.genie-civil.title',
  '/it': 'sector.it.title',
  '/etudes': 'sector.etudes.title',
  '/cablage': 'sector.cablage.title',
  '/actualites': 'actualites.title',
  '/realisations': 'realisations.title',
  '/opportunites': 'opportunites.title',
  '/qui-sommes-nous': 'about.title',
  '/contact': 'contact.title',
  '/recherche': 'search.title',
};

export async function ogEntries(site: string): Promise<OgEntry[]> {
  const footer = `Teranga Services · ${new URL(site).host}`;
  const entries: OgEntry[] = [];
  const t = Object.fromEntries(LANGS.map((lang) => [lang, useTranslations(lang)])) as Record<Lang, ReturnType<typeof useTranslations>>;

  for (const path of STATIC_PAGES) {
    for (const lang of LANGS) {
      entries.push({
        key: ogKeyFor(lang, path),
        picture: DEFAULT_PICTURE,
        card: { title: t[lang](STATIC_TITLES[path]), kicker: t[lang]('meta.siteName'), footer },
      });
    }
  }
  const items = (
    kind: EditorialName,
    kicker: MessageKey,
    list: Array<{
      slug: Record<Lang, string>;
      titre: Record<Lang, string>;
      media: Media | null;
      path: string | null;
      pointFocal?: PointFocal | null;
    }>,
  ) => {
    for (const item of list) {
      const own = pickSource(item.media, item.path, PICTURE_SLOT.width, PICTURE_SLOT.height);
      const picture = own ?? DEFAULT_PICTURE;
      // The focal point belongs to the item's own picture, not to the default one.
      const focal = own ? significantFocal(item.pointFocal) : undefined;
      for (const lang of LANGS) {
        entries.push({
          key: ogKeyFor(lang, `/${kind}/${item.slug[lang] || item.slug.fr}`),
          picture,
          ...(focal ? { focal } : {}),
          card: { title: item.titre[lang] || item.titre.fr, kicker: t[lang](kicker), footer },
        });
      }
    }
  };
  items(
    'article',
    'nav.actualites',
    (await articles()).map((a) => ({ ...a, media: a.imagePrincipaleMedia, path: a.imagePrincipale })),
  );
  items(
    'realisation',
    'nav.realisations',
    (await realisations()).map((r) => ({ ...r, media: r.medias[0] ?? null, path: r.images[0] ?? null })),
  );
  items(
    'opportunite',
    'nav.opportunites',
    (await allOpportunites()).map((o) => ({ ...o, media: o.imageMedia, path: o.image })),
  );
  return entries;
}
