import { experimental_AstroContainer as AstroContainer } from 'astro/container';
import { describe, expect, it } from 'vitest';
import Card from '../../src/components/Card.astro';
import Seo from '../../src/components/Seo.astro';
import { alternatesFor } from '../../src/lib/routes';

describe('Astro components', () => {
  it('Card: lazy image with size, localized link and a descriptive button', async () => {
    const container = await AstroContainer.create();
    const html = await container.renderToString(Card, {
      props: {
        href: '/en/realisation/bridge',
        title: 'Bridge',
        text: 'Short text',
        cta: 'View project',
        image: { src: '/uploads/b.jpg', srcset: '/uploads/s.jpg 640w, /uploads/b.jpg 1600w', width: 1600, height: 1000, alt: 'Bridge' },
      },
    });
    expect(html).toMatch(/<img[^>]+loading="lazy"/);
    expect(html).toMatch(/width="1600" height="1000"/);
    expect(html).toContain('srcset="/uploads/s.jpg 640w, /uploads/b.jpg 1600w"');
    expect(html).toMatch(/View project<span class="sr-only"[^>]*> – Bridge<\/span>/);
  });

  it('Seo: canonical, reciprocal hreflang with x-default and Open Graph', async () => {
    const container = await AstroContainer.create();
    const html = await container.renderToString(Seo, {
      props: { lang: 'pt', title: 'Contacto', description: 'Fale connosco', alternates: alternatesFor('/contact') },
    });
    expect(html).toContain('<title>Contacto</title>');
    expect(html).toMatch(/rel="canonical" href="http:\/\/[^"]+\/pt\/contact"/);
    for (const [lang, path] of [
      ['fr', '/contact'],
      ['en', '/en/contact'],
      ['pt', '/pt/contact'],
      ['x-default', '/contact'],
    ]) {
      expect(html).toMatch(new RegExp(`hreflang="${lang}" href="http://[^"]+${path}"`));
    }
    expect(html).toContain('property="og:locale" content="pt_PT"');
  });
});
