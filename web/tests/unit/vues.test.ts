// @vitest-environment happy-dom
import { describe, expect, it, vi } from 'vitest';
import { countVue } from '../../src/scripts/vues';

const docWith = (html: string) => {
  document.body.innerHTML = html;
  return document;
};

describe('countVue', () => {
  it("sends one beacon for the page's item", () => {
    const sendBeacon = vi.fn(() => true);
    expect(countVue(docWith('<article data-vue="articles/abc123def456"></article>'), { sendBeacon } as unknown as Navigator)).toBe(true);
    expect(sendBeacon).toHaveBeenCalledExactlyOnceWith('/api/v1/vues/articles/abc123def456');
  });

  it('sends nothing on other pages, for anything else, or without sendBeacon', () => {
    const sendBeacon = vi.fn(() => true);
    expect(countVue(docWith('<main></main>'), { sendBeacon } as unknown as Navigator)).toBe(false);
    expect(countVue(docWith('<article data-vue="../admin"></article>'), { sendBeacon } as unknown as Navigator)).toBe(false);
    expect(countVue(docWith('<article data-vue="partenaires/abc"></article>'), { sendBeacon } as unknown as Navigator)).toBe(false);
    expect(sendBeacon).not.toHaveBeenCalled();
    expect(countVue(docWith('<article data-vue="articles/abc"></article>'), {} as Navigator)).toBe(false);
  });
});
