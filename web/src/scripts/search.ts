// The search page (/recherche): Pagefind's index of the page's language (it follows <html lang>), queried
// as the visitor types. Pagefind's script and index load on the first focus or keystroke, or at once when
// the address carries ?q= (a search sent without JavaScript, or a shared link).
import { resultHref, resultsText, searchTerms, shardsFor, type SearchMessages } from '../lib/search';

interface PagefindData {
  url: string;
  excerpt: string;
  meta: Record<string, string | undefined>;
}
interface Pagefind {
  options(options: Record<string, unknown>): Promise<void>;
  mergeIndex(path: string): Promise<void>;
  debouncedSearch(
    query: string,
    options?: Record<string, unknown>,
    ms?: number,
  ): Promise<{ results: { data(): Promise<PagefindData> }[] } | null>;
}

const root = document.querySelector<HTMLElement>('[data-search]');
if (root) {
  const form = root.querySelector('form')!;
  const input = root.querySelector<HTMLInputElement>('input[type="search"]')!;
  const status = root.querySelector<HTMLElement>('[data-search-status]')!;
  const list = root.querySelector<HTMLOListElement>('[data-search-results]')!;
  const more = root.querySelector<HTMLButtonElement>('[data-search-more]')!;
  const messages = JSON.parse(root.dataset.messages ?? '{}') as SearchMessages;
  let pagefind: Promise<Pagefind> | null = null;

  /** The index is cut into shards: Pagefind's script comes with the first of the page's language, which merges the others. */
  async function open(): Promise<Pagefind> {
    const manifest = await fetch('/pagefind/pagefind-shards.json', { cache: 'no-cache' });
    if (!manifest.ok) throw new Error(`search index: ${manifest.status}`);
    const [first, ...others] = shardsFor(await manifest.json(), document.documentElement.lang);
    if (!first) throw new Error('search index: none in this language');
    const module = (await import(/* @vite-ignore */ `/pagefind/${first}pagefind.js`)) as Pagefind;
    await module.options({ excerptLength: 24 });
    await Promise.all(others.map((shard) => module.mergeIndex(`/pagefind/${shard}`)));
    return module;
  }
  const load = () => (pagefind ??= open());

  /** Pagefind's excerpt with its <mark>s, as text and mark elements only (read by the browser's parser). */
  function excerpt(html: string): Node[] {
    const parsed = new DOMParser().parseFromString(html, 'text/html').body;
    return [...parsed.childNodes].map((node) => {
      if (node.nodeName !== 'MARK') return document.createTextNode(node.textContent ?? '');
      const mark = document.createElement('mark');
      mark.textContent = node.textContent;
      return mark;
    });
  }

  function item(data: PagefindData): HTMLLIElement {
    const li = document.createElement('li');
    li.className = 'search-result';
    if (data.meta.kind) {
      const kind = document.createElement('span');
      kind.className = 'badge';
      kind.textContent = data.meta.kind;
      li.append(kind);
    }
    const link = document.createElement('a');
    link.href = resultHref(data.url);
    link.textContent = data.meta.title ?? resultHref(data.url);
    const title = document.createElement('h2');
    title.append(link);
    const text = document.createElement('p');
    text.append(...excerpt(data.excerpt));
    li.append(title, text);
    return li;
  }

  const PAGE = 20;
  let pending: { data(): Promise<PagefindData> }[] = [];
  /** Shows the next results of the current search (20 at a time). */
  async function showMore(turn: number) {
    const next = pending.slice(0, PAGE);
    pending = pending.slice(PAGE);
    const data = await Promise.all(next.map((r) => r.data()));
    if (turn !== latest) return;
    list.append(...data.map(item));
    more.hidden = pending.length === 0;
  }

  let latest = 0;
  async function search(value: string) {
    const query = searchTerms(value);
    const turn = ++latest;
    const url = new URL(location.href);
    if (query) url.searchParams.set('q', query);
    else url.searchParams.delete('q');
    history.replaceState(null, '', url);
    if (!query) {
      list.replaceChildren();
      more.hidden = true;
      status.textContent = '';
      return;
    }
    status.textContent = messages.loading;
    try {
      const found = await (await load()).debouncedSearch(query, {}, 200);
      if (!found || turn !== latest) return; // a newer keystroke took over
      list.replaceChildren();
      pending = found.results;
      await showMore(turn);
      if (turn === latest) status.textContent = resultsText(messages, found.results.length, query);
    } catch {
      pagefind = null;
      if (turn === latest) status.textContent = messages.unavailable;
    }
  }

  input.addEventListener('input', () => void search(input.value));
  more.addEventListener('click', () => void showMore(latest));
  input.addEventListener(
    'focus',
    () =>
      void load().catch(() => {
        pagefind = null;
      }),
    { once: true },
  );
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    void search(input.value);
  });
  const initial = searchTerms(new URLSearchParams(location.search).get('q'));
  if (initial) {
    input.value = initial;
    void search(initial);
  }
}
