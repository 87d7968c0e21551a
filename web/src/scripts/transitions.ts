// The curtain-and-logo transition (~1400 ms, docs/product.md §9) on in-site navigation. It never delays
// the navigation nor the new page's first paint: the old page starts closing the curtain, and the
// new page (flag in sessionStorage, read by the inline head script) opens it over painted content.
const reduced = () => window.matchMedia('(prefers-reduced-motion: reduce)').matches;

function isInSiteNavigation(e: MouseEvent, a: HTMLAnchorElement): boolean {
  if (e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return false;
  if (a.target && a.target !== '_self') return false;
  if (a.hasAttribute('download') || a.origin !== location.origin) return false;
  if (a.pathname === location.pathname && a.search === location.search) return false;
  return !a.getAttribute('href')?.startsWith('#');
}

export function initTransitions() {
  document.addEventListener('click', (e) => {
    const a = (e.target as Element).closest?.('a');
    if (!a || !isInSiteNavigation(e, a) || reduced()) return;
    try {
      sessionStorage.setItem('curtain', '1');
    } catch {
      return;
    }
    document.documentElement.classList.add('curtain-closing');
  });
  window.addEventListener('pageshow', (e) => {
    if (e.persisted) document.documentElement.classList.remove('curtain-closing', 'curtain-open');
  });
  if (document.documentElement.classList.contains('curtain-open')) {
    window.scrollTo({ top: 0, behavior: reduced() ? 'auto' : 'smooth' });
    window.setTimeout(() => document.documentElement.classList.remove('curtain-open'), 1500);
  }
}
