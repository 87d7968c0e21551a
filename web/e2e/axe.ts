// axe-core's WCAG 2.2 A and AA findings on a page as it is, one line per rule with the elements it found.
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/**
 * The frame's bars that stay on screen (the top bar, the save bar: sticky or fixed) are put back in the
 * page's flow while axe scans, then restored. axe's target-size rule measures the part of a control no
 * other element covers: a button scrolled half under the top bar counted as 10 px high, so the finding
 * depended on where the spec happened to scroll. Size and spacing, which the rule is about, do not change.
 */
async function withBarsInFlow<T>(page: Page, scan: () => Promise<T>): Promise<T> {
  await page.evaluate(() => {
    for (const el of Array.from(document.querySelectorAll<HTMLElement>('body *'))) {
      if (el.closest('dialog, [role=dialog], [role=alertdialog]')) continue;
      const { position } = getComputedStyle(el);
      if (position !== 'sticky' && position !== 'fixed') continue;
      el.dataset.axeBar = el.style.getPropertyValue('position');
      el.style.setProperty('position', 'static', 'important');
    }
  });
  try {
    return await scan();
  } finally {
    await page.evaluate(() => {
      for (const el of Array.from(document.querySelectorAll<HTMLElement>('[data-axe-bar]'))) {
        el.style.setProperty('position', el.dataset.axeBar ?? '');
        if (!el.dataset.axeBar) el.style.removeProperty('position');
        delete el.dataset.axeBar;
      }
    });
  }
}

export async function violations(page: Page): Promise<string[]> {
  const result = await withBarsInFlow(page, () =>
    new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).analyze(),
  );
  return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}
