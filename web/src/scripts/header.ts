// Scrolled style beyond 10 px; keyboard-operable Secteurs dropdown and mobile menu; flags store the choice.
const SCROLL_THRESHOLD = 10;

function initDropdown(root: HTMLElement) {
  const toggle = root.querySelector<HTMLButtonElement>('[data-dropdown-toggle]')!;
  const items = () => Array.from(root.querySelectorAll<HTMLAnchorElement>('.dropdown-menu a'));
  const setOpen = (open: boolean) => toggle.setAttribute('aria-expanded', String(open));
  toggle.addEventListener('click', () => setOpen(toggle.getAttribute('aria-expanded') !== 'true'));
  toggle.addEventListener('keydown', (e) => {
    if (e.key === 'ArrowDown') {
      e.preventDefault();
      setOpen(true);
      items()[0]?.focus();
    }
  });
  root.addEventListener('keydown', (e) => {
    const list = items();
    const index = list.indexOf(document.activeElement as HTMLAnchorElement);
    if (e.key === 'Escape') {
      setOpen(false);
      toggle.focus();
    } else if (e.target === toggle) return;
    else if (index > -1 && e.key === 'ArrowDown') {
      e.preventDefault();
      list[(index + 1) % list.length].focus();
    } else if (index > -1 && e.key === 'ArrowUp') {
      e.preventDefault();
      list[(index - 1 + list.length) % list.length].focus();
    }
  });
  root.addEventListener('focusout', (e) => {
    if (!root.contains(e.relatedTarget as Node)) setOpen(false);
  });
}

function initMenu() {
  const toggle = document.querySelector<HTMLButtonElement>('[data-menu-toggle]');
  const menu = document.querySelector<HTMLElement>('[data-menu]');
  if (!toggle || !menu) return;
  const setOpen = (open: boolean) => {
    toggle.setAttribute('aria-expanded', String(open));
    toggle.setAttribute('aria-label', (open ? toggle.dataset.closeLabel : toggle.dataset.openLabel) ?? '');
    menu.classList.toggle('is-open', open);
  };
  toggle.addEventListener('click', () => {
    const open = toggle.getAttribute('aria-expanded') !== 'true';
    setOpen(open);
    if (open) menu.querySelector<HTMLElement>('a, button')?.focus();
  });
  menu.addEventListener('keydown', (e) => {
    if (e.key === 'Escape' && toggle.getAttribute('aria-expanded') === 'true') {
      setOpen(false);
      toggle.focus();
    }
  });
}

export function initHeader() {
  const header = document.querySelector<HTMLElement>('[data-header]');
  if (header) {
    const update = () => header.classList.toggle('is-scrolled', window.scrollY > SCROLL_THRESHOLD);
    // Reading scrollY forces a layout: at load it waits for the first frame, whose layout it then shares, instead
    // of laying the page out inside this script (a page restored or opened at an anchor starts scrolled).
    requestAnimationFrame(update);
    window.addEventListener('scroll', update, { passive: true });
  }
  document.querySelectorAll<HTMLElement>('[data-dropdown]').forEach(initDropdown);
  initMenu();
  document.querySelectorAll<HTMLAnchorElement>('[data-lang-switch]').forEach((link) => {
    link.addEventListener('click', () => {
      try {
        localStorage.setItem('langue', link.dataset.langSwitch ?? 'fr');
      } catch {
        /* private mode */
      }
    });
  });
  document
    .querySelectorAll<HTMLAnchorElement>('a[data-placeholder]')
    .forEach((a) => a.addEventListener('click', (e) => e.preventDefault()));
}
