// The content the walked site was built from, read back from the CMS it was built against (CMS_URL, as the
// build reads it) and checked with the contract's schema: the tests compare pages with what the API answers.
import { z } from 'zod';
import {
  articleSchema,
  opportuniteSchema,
  realisationSchema,
  type Article,
  type Opportunite,
  type Realisation,
} from '@teranga/domain/answers';

const cmsUrl = process.env.CMS_URL ?? 'http://127.0.0.1:1337';

/** Every published offer, closed ones included (what the build reads for the detail pages). */
export async function publishedOpportunites(): Promise<Opportunite[]> {
  const url = `${cmsUrl}/api/v1/opportunites?inclureFermees=true`;
  const res = await fetch(url);
  if (!res.ok) throw new Error(`${url} answered ${res.status}: the walk needs the CMS the site was built from`);
  return z.array(opportuniteSchema).parse(await res.json());
}

/** Every published article. */
export async function publishedArticles(): Promise<Article[]> {
  const url = `${cmsUrl}/api/v1/articles`;
  const res = await fetch(url);
  if (!res.ok) throw new Error(`${url} answered ${res.status}: the walk needs the CMS the site was built from`);
  return z.array(articleSchema).parse(await res.json());
}

/** Every published realisation. */
export async function publishedRealisations(): Promise<Realisation[]> {
  const url = `${cmsUrl}/api/v1/realisations`;
  const res = await fetch(url);
  if (!res.ok) throw new Error(`${url} answered ${res.status}: the walk needs the CMS the site was built from`);
  return z.array(realisationSchema).parse(await res.json());
}
