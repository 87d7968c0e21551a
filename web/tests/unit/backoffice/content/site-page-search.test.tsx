// @vitest-environment happy-dom
// The link dialog's search among the site's pages (docs/product.md, "Liens internes"): the words typed
// are sent a moment after the editor stops, in the text's language; the pages found are buttons that
// choose the page, Enter chooses the first, and "none" and a failed search are said in the live region.
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { I18nextProvider } from 'react-i18next';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { SitePage } from '@teranga/domain';
import { SitePageSearch } from '../../../../src/backoffice/content/forms/SitePageSearch';
import { createBackofficeI18n } from '../../../../src/backoffice/i18n';
import { storeTokens } from '../../../../src/backoffice/session/tokens';
import { api, useMswServer } from '../harness';

const server = useMswServer();
beforeEach(() => storeTokens('access', 'refresh'));

const PAGES: SitePage[] = [
  { type: 'article', reference: 'article:k3v9', titre: 'The Thiès road', adresse: 'https://site.test/en/article/thies-road' },
  { type: 'realisation', reference: 'realisation:m2x1', titre: 'Thiès fibre', adresse: 'https://site.test/en/realisation/thies-fibre' },
];

function renderSearch(lang: 'fr' | 'en', interfaceLang: 'fr' | 'en' = 'en') {
  const onChoose = vi.fn();
  render(
    <I18nextProvider i18n={createBackofficeI18n(interfaceLang)}>
      <SitePageSearch lang={lang} onChoose={onChoose} />
    </I18nextProvider>,
  );
  return onChoose;
}

describe('the search among the site pages', () => {
  it('searches in the language of the text once the editor stops typing, and chooses a page found', async () => {
    const asked: URLSearchParams[] = [];
    server.use(
      http.get(api('/site/pages'), ({ request }) => {
        asked.push(new URL(request.url).searchParams);
        return HttpResponse.json({ donnees: PAGES });
      }),
    );
    const onChoose = renderSearch('en');
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Or find a page of the site (en) by its title'), 'Thiès');
    const results = await screen.findByRole('list', { name: 'Pages of the site found' });
    expect(screen.getByRole('status').textContent).toBe('2 pages found');
    // One request for the words as typed, not one per keystroke.
    expect(asked.map((q) => [q.get('langue'), q.get('q')])).toEqual([['en', 'Thiès']]);
    expect(results.textContent).toBe('The Thiès road ArticleThiès fibre Project');
    await user.click(screen.getByRole('button', { name: /Thiès fibre/ }));
    expect(onChoose).toHaveBeenCalledWith(PAGES[1]);
  });

  it('chooses the first page with Enter, without submitting a form around it', async () => {
    server.use(http.get(api('/site/pages'), () => HttpResponse.json({ donnees: PAGES })));
    const submit = vi.fn((event: Event) => event.preventDefault());
    const onChoose = vi.fn();
    render(
      <I18nextProvider i18n={createBackofficeI18n('fr')}>
        <form onSubmit={(event) => submit(event.nativeEvent)}>
          <SitePageSearch lang="fr" onChoose={onChoose} />
        </form>
      </I18nextProvider>,
    );
    const user = userEvent.setup();
    const field = screen.getByLabelText('Ou trouver une page du site (fr), par son titre');
    await user.type(field, 'route');
    await screen.findByText('2 pages trouvées');
    await user.type(field, '{Enter}');
    expect(onChoose).toHaveBeenCalledWith(PAGES[0]);
    expect(submit).not.toHaveBeenCalled();
  });

  it('says when no page has the title, and when the search fails', async () => {
    server.use(http.get(api('/site/pages'), () => HttpResponse.json({ donnees: [] })));
    renderSearch('fr', 'fr');
    const user = userEvent.setup();
    const field = screen.getByLabelText('Ou trouver une page du site (fr), par son titre');
    await user.type(field, 'introuvable');
    await screen.findByText('Aucune page publiée ne porte ce titre.');
    expect(screen.queryByRole('list')).toBeNull();
    server.use(http.get(api('/site/pages'), () => HttpResponse.json({ error: { status: 500 } }, { status: 500 })));
    await user.type(field, 's');
    await screen.findByText('La recherche n’a pas abouti : réessayez.');
  });
});
