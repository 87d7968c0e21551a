// JSON-LD of the built site. The generator is typed with schema-dts (schema.org's vocabulary: `tsc` refuses a
// property a type does not have); here every block is parsed, run through Adobe's structured-data validator
// (schema.org types with Google's required properties, offline) and checked for what each page must carry.
import Validator from '@adobe/structured-data-validator';
import { describe, expect, it } from 'vitest';
import { LANGS, localizePath } from '../../src/lib/languages';
import { publishedOpportunites } from './content';
import { allPages, page } from './dist';

const fixtures = await publishedOpportunites();

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- JSON-LD read back from the pages: any node, walked by property name
type Node = Record<string, any>;
const blocks = (urlPath: string): Node[] =>
  [...page(urlPath).querySelectorAll('head script[type="application/ld+json"]')].map((s) => JSON.parse(s.textContent as string));
const ofType = (urlPath: string, type: string) => blocks(urlPath).filter((b) => b['@type'] === type);
const isoDate = (value: unknown) => typeof value === 'string' && !Number.isNaN(Date.parse(value)) && /^\d{4}-\d{2}-\d{2}/.test(value);

const publicPages = allPages().filter((p) => !/^\/(?:admin|conseiller)/.test(p));
const detailPages = publicPages.filter((p) => /^(?:\/(?:en|pt))?\/(?:article|realisation|opportunite)\//.test(p));
const articlePages = detailPages.filter((p) => /\/article\//.test(p));
const offerPages = detailPages.filter((p) => /\/opportunite\//.test(p));
const titleOf = (urlPath: string) => page(urlPath).querySelector('h1')?.textContent?.trim() ?? '';
const fixtureOf = (urlPath: string) => fixtures.find((o) => LANGS.some((l) => o.titre[l] === titleOf(urlPath)))!;

describe('structured data (JSON-LD)', () => {
  it('every block of every page is JSON for schema.org, and the validator finds no error', async () => {
    const validator = new Validator();
    for (const urlPath of publicPages) {
      const found = blocks(urlPath);
      const byType: Record<string, Node[]> = {};
      for (const block of found) {
        expect(block['@context'], urlPath).toBe('https://schema.org');
        (byType[block['@type']] ??= []).push(structuredClone(block));
      }
      if (!found.length) continue;
      const issues = await validator.validate({ jsonld: byType, microdata: {}, rdfa: {}, errors: [] });
      expect(issues.filter((i) => i.severity === 'ERROR').map((i) => `${urlPath}: ${i.issueMessage}`)).toEqual([]);
    }
  }, 120_000);

  it('the validator is not a rubber stamp: it refuses a JobPosting without its required properties', async () => {
    const issues = await new Validator().validate({
      jsonld: { JobPosting: [{ '@context': 'https://schema.org', '@type': 'JobPosting', title: 'x' }] },
      errors: [],
    });
    expect(issues.filter((i) => i.severity === 'ERROR').length).toBeGreaterThan(0);
  });

  it.each(LANGS)('the %s home page describes the company as an Organization', (lang) => {
    const [org] = ofType(localizePath(lang, '/'), 'Organization');
    expect(org.name).toBe('Teranga Services');
    expect(new URL(org.url).pathname).toBe(localizePath(lang, '/'));
    expect(org.logo).toMatch(/^https?:\/\/.+\/logo\.png$/);
    expect(org.address).toMatchObject({ '@type': 'PostalAddress', addressLocality: 'Dakar', addressCountry: 'SN' });
    expect(org.contactPoint.length).toBeGreaterThan(0);
    for (const point of org.contactPoint)
      expect(point).toMatchObject({ '@type': 'ContactPoint', contactType: expect.any(String), telephone: expect.stringMatching(/^\+221/) });
    expect(org.sameAs.length).toBeGreaterThan(0);
    for (const url of org.sameAs) expect(url).toMatch(/^https:\/\//);
  });

  it('every article page is an Article with headline, dates, image, author and publisher', () => {
    expect(articlePages.length).toBeGreaterThan(0);
    for (const urlPath of articlePages) {
      const [article] = ofType(urlPath, 'Article');
      expect(article, urlPath).toBeTruthy();
      expect(article.headline).toBe(titleOf(urlPath).slice(0, 110));
      expect(isoDate(article.datePublished) && isoDate(article.dateModified), urlPath).toBe(true);
      expect(Date.parse(article.dateModified)).toBeGreaterThanOrEqual(Date.parse(article.datePublished) - 86_400_000 * 366);
      expect(article.image[0]).toMatch(/^https?:\/\//);
      for (const who of [article.author, article.publisher])
        expect(who).toMatchObject({ '@type': 'Organization', name: 'Teranga Services' });
      expect(new URL(article.url).pathname).toBe(urlPath);
    }
  }, 120_000);

  it('an open recruitment offer is a JobPosting, the other open offers a Demand, a closed one neither', () => {
    const seen = new Set<string>();
    for (const urlPath of offerPages) {
      const fixture = fixtureOf(urlPath);
      const jobs = ofType(urlPath, 'JobPosting');
      const demands = ofType(urlPath, 'Demand');
      if (fixture.statut !== 'actif') {
        expect([...jobs, ...demands], urlPath).toEqual([]);
        seen.add('closed');
      } else if (fixture.categorie === 'Recrutement') {
        const [job] = jobs;
        expect(job.title).toBe(titleOf(urlPath));
        const lang = (urlPath.match(/^\/(en|pt)\//)?.[1] ?? 'fr') as (typeof LANGS)[number];
        expect(job.description.startsWith(fixture.description[lang])).toBe(true);
        expect(isoDate(job.datePosted)).toBe(true);
        // validThrough is the offer's dateExpiration (the seed sets it some weeks ahead)
        expect(isoDate(job.validThrough)).toBe(true);
        expect(Date.parse(job.validThrough)).toBeGreaterThan(Date.now());
        expect(job.hiringOrganization).toMatchObject({ '@type': 'Organization', name: 'Teranga Services' });
        expect(job.jobLocation).toMatchObject({ '@type': 'Place', address: { '@type': 'PostalAddress', addressCountry: 'SN' } });
        seen.add('job');
      } else {
        const [demand] = demands;
        expect(demand.name).toBe(titleOf(urlPath));
        expect(demand.seller).toMatchObject({ '@type': 'Organization' });
        seen.add('demand');
      }
    }
    expect(seen).toEqual(new Set(['closed', 'job', 'demand']));
  }, 120_000);

  it('every detail page has a BreadcrumbList: home, its list, itself', () => {
    expect(detailPages.length).toBeGreaterThan(0);
    for (const urlPath of detailPages) {
      const [crumbs] = ofType(urlPath, 'BreadcrumbList');
      expect(crumbs, urlPath).toBeTruthy();
      const items = crumbs.itemListElement;
      expect(items.map((i: Node) => i.position)).toEqual([1, 2, 3]);
      const lang = urlPath.match(/^\/(en|pt)\//)?.[1] ?? 'fr';
      expect(new URL(items[0].item).pathname).toBe(localizePath(lang as 'fr', '/'));
      expect(new URL(items[1].item).pathname).toMatch(/\/(actualites|realisations|opportunites)$/);
      expect(new URL(items[2].item).pathname).toBe(urlPath);
      expect(items[2].name).toBe(titleOf(urlPath));
    }
  }, 120_000);
});
