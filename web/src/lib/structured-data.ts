// JSON-LD of the public pages, typed with schema-dts (schema.org's vocabulary as TypeScript types), so
// a property that schema.org does not define on a type, or a value of the wrong kind, fails the type check.
import type { Article as ArticleLd, BreadcrumbList, Demand, JobPosting, Organization, Thing, WithContext } from 'schema-dts';
import type { Article, Opportunite } from '@teranga/domain';
import { COMPANY } from './company';
import { absolute } from './routes';
import { localizePath, type Lang } from './languages';
import { plainSummary } from './feed';
import { richText } from './rich-text';
import { countryCode } from './enumerations';

const CONTEXT = 'https://schema.org' as const;

/** The company as publisher, author and hiring organization (the full description is on the home page). */
function companyRef(site: string) {
  return {
    '@type': 'Organization' as const,
    '@id': absolute(site, '/#organization'),
    name: COMPANY.name,
    url: absolute(site, '/'),
    logo: absolute(site, LOGO_PNG),
  };
}

/** The raster logo search engines ask for (src/pages/logo.png.ts draws it from logo.svg). */
export const LOGO_PNG = '/logo.png';

export function organizationLd(site: string, lang: Lang, description: string): WithContext<Organization> {
  return {
    '@context': CONTEXT,
    ...companyRef(site),
    url: absolute(site, localizePath(lang, '/')),
    description,
    foundingDate: String(COMPANY.founded),
    email: COMPANY.email,
    telephone: COMPANY.phones[0],
    address: {
      '@type': 'PostalAddress',
      streetAddress: COMPANY.postal.street,
      postOfficeBoxNumber: COMPANY.postal.box,
      addressLocality: COMPANY.postal.locality,
      addressCountry: COMPANY.postal.country,
    },
    contactPoint: COMPANY.phones.map((telephone) => ({
      '@type': 'ContactPoint' as const,
      telephone,
      email: COMPANY.email,
      contactType: 'customer service',
      areaServed: COMPANY.postal.country,
      availableLanguage: ['fr', 'en', 'pt'],
    })),
    sameAs: [...COMPANY.sameAs],
  };
}

export function articleLd(site: string, lang: Lang, a: Article, url: string, image: string): WithContext<ArticleLd> {
  const published = a.datePublication ?? a.dateCreation ?? undefined;
  return {
    '@context': CONTEXT,
    '@type': 'Article',
    headline: (a.titre[lang] || a.titre.fr).slice(0, 110),
    description: plainSummary(a.resume[lang] || a.resume.fr) || undefined,
    inLanguage: lang,
    url,
    mainEntityOfPage: url,
    image: [absolute(site, image)],
    datePublished: published,
    dateModified: a.dateModification ?? published,
    author: companyRef(site),
    publisher: companyRef(site),
    keywords: (a.motsCles[lang] ?? []).join(', ') || undefined,
  };
}

const RECRUITMENT = /recrut/i;
const openings = (quantite: string) => Number.parseInt(quantite, 10) || undefined;

/** A recruitment offer is a JobPosting; the other offers (subcontracting, supply, tenders, partnerships) are the company's Demand. */
export function opportuniteLd(site: string, lang: Lang, o: Opportunite, url: string, image: string): WithContext<JobPosting | Demand> {
  const title = o.titre[lang] || o.titre.fr;
  const description = [richText(o.description[lang] || o.description.fr), o.contenu[lang] || o.contenu.fr].filter(Boolean).join('\n\n');
  const posted = o.datePublication ?? o.dateCreation ?? undefined;
  if (RECRUITMENT.test(o.categorie)) {
    return {
      '@context': CONTEXT,
      '@type': 'JobPosting',
      title,
      description,
      url,
      image: absolute(site, image),
      datePosted: posted,
      validThrough: o.dateExpiration ?? undefined,
      hiringOrganization: companyRef(site),
      totalJobOpenings: openings(o.quantiteDisponible),
      directApply: false,
      jobLocation: {
        '@type': 'Place',
        address: { '@type': 'PostalAddress', addressLocality: COMPANY.postal.locality, addressCountry: countryCode(o.pays) },
      },
    };
  }
  return {
    '@context': CONTEXT,
    '@type': 'Demand',
    name: title,
    description,
    url,
    image: absolute(site, image),
    availabilityStarts: posted,
    availabilityEnds: o.dateExpiration ?? undefined,
    areaServed: o.pays || undefined,
    seller: companyRef(site),
  };
}

/** Home → list → item, as a visitor reaches a detail page. */
export function breadcrumbLd(site: string, trail: Array<{ name: string; path: string }>): WithContext<BreadcrumbList> {
  return {
    '@context': CONTEXT,
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((step, index) => ({
      '@type': 'ListItem' as const,
      position: index + 1,
      name: step.name,
      item: absolute(site, step.path),
    })),
  };
}

/** The text of a <script type="application/ld+json">: `<` escaped so no value can close the element. */
export function jsonLdText(data: WithContext<Thing> | object): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}
