// What the e2e run's built site shows. Back-office specs publish articles while other specs run, and the
// site is rebuilt a few seconds later (the stack's rebuild worker), so the API's newest article may have no
// page yet: specs read what the built site lists.
import type { APIRequestContext } from '@playwright/test';

export interface PublicArticle {
  _id: string;
  slug: Record<'fr' | 'en' | 'pt', string>;
  titre: Record<'fr' | 'en' | 'pt', string>;
}

/** The newest article the built site lists (the first link of /actualites), as the API answers it. */
export async function builtArticle(request: APIRequestContext): Promise<PublicArticle> {
  const list = await (await request.get('/actualites')).text();
  const slug = /href="\/article\/([^"/]+)"/.exec(list)?.[1];
  const articles = (await (await request.get('/api/v1/articles')).json()) as PublicArticle[];
  const article = articles.find((a) => a.slug.fr === slug);
  if (!article) throw new Error(`no published article behind the list's first link (${slug})`);
  return article;
}
