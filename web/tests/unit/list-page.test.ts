import { experimental_AstroContainer as AstroContainer, type AstroContainerOptions } from 'astro/container';
import { loadRenderers } from 'astro:container';
import { getContainerRenderer } from '@astrojs/react/container-renderer';
import { describe, expect, it } from 'vitest';
import ListPage from '../../src/pages/_components/ListPage.astro';
import { alternatesFor } from '../../src/lib/routes';
import { pagination } from '../../src/lib/pagination';

const card = (n: number) => ({
  href: `/en/article/a-${n}`,
  title: `Article ${n}`,
  text: 'Text',
  image: { src: '/placeholder.jpg', width: 1200, height: 750, alt: '' },
});

// The container knows Astro's own client directives only; the layout's footer uses the site's
// client:interaction (astro.config.mjs). Their loader scripts do not matter to what is checked here.
const clientDirectives = new Map(
  ['idle', 'load', 'media', 'only', 'visible', 'rotation', 'interaction'].map((name) => [name, '/* loader not run here */']),
);
const manifest = { clientDirectives } as unknown as NonNullable<AstroContainerOptions['manifest']>;

async function render(props: Record<string, unknown>) {
  const container = await AstroContainer.create({ renderers: await loadRenderers([getContainerRenderer()]), manifest });
  return container.renderToString(ListPage, {
    props: { lang: 'en', title: 'News', intro: 'From the field', cta: 'Read more', empty: 'No article yet.', ...props },
  });
}

describe('ListPage pagination', () => {
  it('links the neighbours of a middle page in the page language, in the head and in the nav', async () => {
    const html = await render({
      cards: [card(13), card(14)],
      alternates: alternatesFor('/actualites/2'),
      pagination: pagination('/actualites', 2, 3),
    });
    expect(html).toMatch(/<link rel="prev" href="http:\/\/[^"]+\/en\/actualites">/);
    expect(html).toMatch(/<link rel="next" href="http:\/\/[^"]+\/en\/actualites\/3">/);
    expect(html).toMatch(/<nav class="pagination" aria-label="Pagination"/);
    expect(html).toMatch(/<a href="\/en\/actualites\/2" aria-current="page" aria-label="Page 2"[^>]*>2<\/a>/);
    expect(html).toContain('Page 2 of 3');
    expect(html).toMatch(/href="\/en\/actualites" rel="prev"[^>]*>← Previous page/);
  });

  it('shows no page links when everything fits on one page', async () => {
    const html = await render({ cards: [card(1)], alternates: alternatesFor('/actualites'), pagination: pagination('/actualites', 1, 1) });
    expect(html).not.toContain('class="pagination"');
    expect(html).not.toMatch(/rel="(prev|next)"/);
  });
});
