// Two editing aids, in French and English, on a laptop and a phone: the focal point is stored where the
// editor clicks on the picture itself (a click at 78 % across the picture stores 78, whatever the frame
// around it), and the formatted-text toolbar draws its icons (SVG, no glyph of a system font), each
// button with its name and shortcut.
import sharp from 'sharp';
import { expect, test } from './fixtures';
import { stamp } from './admin-session';
import { LANGUAGES, WIDTHS, createArticle, shoot, signInAsAdministrator, storedArticle } from './backoffice-data';

const TEXTS = {
  fr: {
    save: 'Enregistrer',
    saved: 'a été enregistré',
    value: /^(77|78|79) % depuis la gauche, (29|30|31) % depuis le haut$/,
    toolbar: 'Mise en forme',
    bold: 'Gras (Ctrl+B)',
    link: 'Lien (Ctrl+K)',
    heading: 'Titre de niveau 2 (Ctrl+Alt+2)',
  },
  en: {
    save: 'Save',
    saved: 'was saved',
    value: /^(77|78|79) % from the left, (29|30|31) % from the top$/,
    toolbar: 'Formatting',
    bold: 'Bold (Ctrl+B)',
    link: 'Link (Ctrl+K)',
    heading: 'Heading level 2 (Ctrl+Alt+2)',
  },
} as const;

for (const { lang, locale } of LANGUAGES) {
  for (const width of WIDTHS) {
    test.describe(`${lang} at ${width.name} px`, () => {
      test.use({ locale, viewport: width.viewport, hasTouch: width.hasTouch, isMobile: width.isMobile });

      test('the focal point is stored where the picture is clicked', async ({ page, request }) => {
        test.setTimeout(60_000);
        const words = TEXTS[lang];
        const id = await createArticle(request, `Point focal ${stamp()}`);
        // A wide picture: a frame measured instead of the picture would give another point.
        const photo = await sharp({ create: { width: 1200, height: 500, channels: 3, background: '#2a6f97' } })
          .png()
          .toBuffer();
        await signInAsAdministrator(page, `/admin/articles/modifier/${id}`);
        await page.locator('input[type=file]').setInputFiles({ name: 'large.png', mimeType: 'image/png', buffer: photo });
        const picture = page.getByTestId('focal-picture').locator('img');
        await expect(picture).toHaveAttribute('alt', /large\.png/);
        await expect.poll(async () => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(1200);
        await picture.scrollIntoViewIfNeeded();
        const box = await picture.boundingBox();
        if (!box) throw new Error('no picture');
        // The frame keeps the picture's proportions: what is clicked is the picture.
        expect(Math.abs(box.width / box.height - 1200 / 500)).toBeLessThan(0.05);
        await page.mouse.click(box.x + box.width * 0.78, box.y + box.height * 0.3);
        await expect(page.getByTestId('focal-value')).toHaveText(words.value);
        await page.getByRole('button', { name: words.save, exact: true }).click();
        await expect(page.getByRole('status').filter({ hasText: words.saved })).toBeVisible();
        // Within the pixel the mouse lands on (one pixel of this picture is under 1 %).
        const stored = (await storedArticle(request, id)).pointFocal as { x: number; y: number };
        expect(Math.abs(stored.x - 78)).toBeLessThanOrEqual(1);
        expect(Math.abs(stored.y - 30)).toBeLessThanOrEqual(1);
      });

      test('the toolbar draws its icons and says each button’s name and shortcut', async ({ page }, testInfo) => {
        const words = TEXTS[lang];
        await signInAsAdministrator(page, '/admin/articles/creer');
        const toolbar = page.getByRole('tabpanel').getByRole('toolbar', { name: words.toolbar });
        const buttons = toolbar.getByRole('button');
        await expect(buttons).toHaveCount(10);
        for (const button of await buttons.all()) {
          // Drawn, not written: an SVG and no text that a font would have to have.
          await expect(button.locator('svg path, svg circle').first()).toBeAttached();
          expect((await button.textContent())?.trim()).toBe('');
          await expect(button).toHaveAttribute('title', /\([^()]+\)$/);
          await expect(button).toHaveAttribute('aria-keyshortcuts', /^Control\+/);
        }
        await expect(toolbar.getByRole('button', { name: words.bold.split(' (')[0] })).toHaveAttribute('title', words.bold);
        await expect(toolbar.getByRole('button', { name: words.link.split(' (')[0] })).toHaveAttribute('title', words.link);
        await expect(toolbar.getByRole('button', { name: words.heading.split(' (')[0] })).toHaveAttribute('title', words.heading);
        // Every icon is drawn at its size, inside the toolbar's width.
        const bar = await toolbar.boundingBox();
        for (const icon of await toolbar.locator('svg').all()) {
          const box = await icon.boundingBox();
          expect(box && box.width >= 16 && box.height >= 16 && bar && box.x + box.width <= bar.x + bar.width).toBe(true);
        }
        await toolbar.scrollIntoViewIfNeeded();
        await shoot(page, testInfo, `toolbar-${lang}-${width.name}`);
      });
    });
  }
}
