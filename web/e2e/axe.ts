// axe-core's WCAG 2.2 A and AA findings on a page as it is, one line per rule with the elements it found.
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

export async function violations(page: Page): Promise<string[]> {
  const result = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).analyze();
  return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}
