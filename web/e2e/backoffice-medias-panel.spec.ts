// The media library's panel and filters, in French and English, on a laptop and a phone (docs/product.md §2,
// "Médiathèque"): a new upload opens its panel on its texts; a card far down the page opens its panel in
// view; photos and logos filter the library and the forms' picker (photos first there); the delete dialog
// names the trashed items that lose the picture and deletes it; a picture a draft uses cannot be deleted and
// the panel says where it is used. Each state is looked at (screenshots) and checked with axe.
import sharp from 'sharp';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { adminToken, stamp } from './admin-session';
import { LANGUAGES, WIDTHS, contenu, shoot, signInAsAdministrator } from './backoffice-data';
import { violations } from './axe';

const TEXTS = {
  fr: {
    upload: 'Téléverser des images',
    search: 'Rechercher (nom, texte alternatif)',
    edit: (nom: string) => `Modifier « ${nom} »`,
    editButton: (nom: string) => `Modifier : ${nom}`,
    alt: (lang: string) => `Texte alternatif (${lang})`,
    save: 'Enregistrer',
    saved: 'Média enregistré : les contenus qui l’utilisent sont mis à jour.',
    close: 'Fermer',
    nature: 'Nature',
    logos: 'Logos',
    photos: 'Photos',
    count: (n: number) => `${n} image(s)`,
    choose: 'Choisir dans la médiathèque',
    chooseTitle: 'Choisir une image de la médiathèque',
    delete: 'Supprimer',
    deleteTitle: (nom: string) => `Supprimer « ${nom} » ?`,
    usesTrash: 'Ces éléments de la corbeille perdront l’image ; restaurés, ils reviendront sans elle :',
    deleted: 'Média supprimé.',
    refusal:
      'Suppression impossible : des éléments publiés ou en brouillon utilisent l’image. Ouvrez chacun ci-dessous pour la retirer ou la remplacer ; ceux de la corbeille la perdront avec elle.',
    useItem: (titre: string) => `Article : ${titre}`,
  },
  en: {
    upload: 'Upload images',
    search: 'Search (name, alt text)',
    edit: (nom: string) => `Edit “${nom}”`,
    editButton: (nom: string) => `Edit: ${nom}`,
    alt: (lang: string) => `Alt text (${lang})`,
    save: 'Save',
    saved: 'Media saved: the items using it are updated.',
    close: 'Close',
    nature: 'Kind',
    logos: 'Logos',
    photos: 'Photos',
    count: (n: number) => `${n} image(s)`,
    choose: 'Choose from the media library',
    chooseTitle: 'Choose a picture from the media library',
    delete: 'Delete',
    deleteTitle: (nom: string) => `Delete “${nom}”?`,
    usesTrash: 'These items in the trash will lose the picture; restored, they come back without it:',
    deleted: 'Media deleted.',
    refusal:
      'Cannot delete: published or draft items use the picture. Open each below to remove or replace it; items in the trash will lose it with it.',
    useItem: (titre: string) => `Article: ${titre}`,
  },
} as const;

const LOT = 30;
const picture = (hue: number) =>
  sharp({ create: { width: 200, height: 120, channels: 3, background: `hsl(${hue}, 60%, 45%)` } })
    .png()
    .toBuffer();

/** Pictures through the API, ten a request (the upload limit); the medias in order. */
async function uploadLot(request: APIRequestContext, token: string, names: string[], nature?: string) {
  const out: { _id: string; nom: string }[] = [];
  for (let start = 0; start < names.length; start += 10) {
    const form = new FormData();
    if (nature) form.append('nature', nature);
    for (const [i, name] of names.slice(start, start + 10).entries())
      form.append('fichier', new Blob([new Uint8Array(await picture((start + i) * 12))], { type: 'image/png' }), `${name}.png`);
    const answer = await request.post('/api/v1/medias', { headers: { Authorization: `Bearer ${token}` }, multipart: form });
    expect(answer.status(), await answer.text()).toBe(201);
    out.push(...((await answer.json()) as { donnees: { _id: string; nom: string }[] }).donnees);
  }
  return out;
}

/** A draft article whose main picture is the media `mediaId`; its `_id` and French title. */
async function articleWith(request: APIRequestContext, token: string, mediaId: string, titre: string) {
  const multipart: Record<string, string> = { etat: 'brouillon', 'categories[]': 'télécom', imagePrincipale: mediaId };
  for (const lang of ['fr', 'en', 'pt']) {
    multipart[`titre[${lang}]`] = `${titre} (${lang})`;
    multipart[`contenu[${lang}]`] = contenu(lang);
  }
  const answer = await request.post('/api/v1/articles', { headers: { Authorization: `Bearer ${token}` }, multipart });
  expect(answer.status(), await answer.text()).toBe(201);
  return ((await answer.json()) as { _id: string })._id;
}

async function insideViewport(page: Page, box: { x: number; y: number; width: number; height: number } | null) {
  const viewport = page.viewportSize()!;
  expect(box).not.toBeNull();
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.y).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width).toBeLessThanOrEqual(viewport.width);
  expect(box!.y + box!.height).toBeLessThanOrEqual(viewport.height);
}

for (const { lang, locale } of LANGUAGES) {
  for (const width of WIDTHS) {
    test.describe(`${lang} at ${width.name} px`, () => {
      test.use({ locale, viewport: width.viewport, hasTouch: width.hasTouch, isMobile: width.isMobile });
      const words = TEXTS[lang];

      test('the media panel: asked after an upload, in view from a lower card, photos and logos, deletes with its uses named', async ({
        page,
        request,
      }, testInfo) => {
        test.setTimeout(420_000);
        const id = stamp();
        const token = await adminToken(request);
        const lot = await uploadLot(
          request,
          token,
          Array.from({ length: LOT }, (_, i) => `lot-${id}-${String(i).padStart(2, '0')}`),
        );
        const [logo] = await uploadLot(request, token, [`logo-${id}`], 'logo');
        await signInAsAdministrator(page, '/admin/mediatheque');

        // An upload opens the new picture's panel on its first text.
        const affiche = `affiche-${id}`;
        await page.getByLabel(words.upload).setInputFiles({ name: `${affiche}.png`, mimeType: 'image/png', buffer: await picture(200) });
        const panel = page.getByRole('dialog', { name: words.edit(affiche) });
        await expect(panel).toBeVisible();
        await expect(panel.getByLabel(words.alt('FR'))).toBeFocused();
        await insideViewport(page, await panel.boundingBox());
        await shoot(page, testInfo, `medias-upload-${lang}-${width.name}`);
        expect(await violations(page)).toEqual([]);
        for (const l of ['FR', 'EN', 'PT']) await panel.getByLabel(words.alt(l)).fill(`Affiche du chantier (${l})`);
        await panel.getByRole('button', { name: words.save, exact: true }).click();
        await expect(page.getByText(words.saved)).toBeAttached();
        await panel.getByRole('button', { name: words.close }).click();
        await expect(panel).toBeHidden();

        // A card far down the page: its panel opens in the viewport.
        await page.getByLabel(words.search).fill(`lot-${id}`);
        // The search's answer, not the page shown before it (which holds as many cards).
        await expect(page.locator('.bo-media-card .bo-media-name')).toHaveText(Array.from({ length: 24 }, () => new RegExp(`^lot-${id}`)));
        const lowest = page.locator('.bo-media-card').last();
        const before = await lowest.boundingBox();
        expect(before!.y).toBeGreaterThan(page.viewportSize()!.height);
        const lowestName = (await lowest.locator('.bo-media-name').textContent())!.trim();
        await lowest.getByRole('button', { name: words.editButton(lowestName) }).click();
        const lowPanel = page.getByRole('dialog', { name: words.edit(lowestName) });
        await expect(lowPanel).toBeVisible();
        await insideViewport(page, await lowPanel.boundingBox());
        await shoot(page, testInfo, `medias-panel-${lang}-${width.name}`);
        expect(await violations(page)).toEqual([]);
        await page.keyboard.press('Escape');
        await expect(lowPanel).toBeHidden();

        // Photos and logos.
        await page.getByLabel(words.search).fill(id);
        await page.getByRole('combobox', { name: words.nature }).selectOption({ label: words.logos });
        await expect(page.locator('.bo-media-card')).toHaveCount(1);
        await expect(page.getByRole('button', { name: words.editButton(logo.nom) })).toBeVisible();
        await shoot(page, testInfo, `medias-logos-${lang}-${width.name}`);
        await page.getByRole('combobox', { name: words.nature }).selectOption({ label: words.photos });
        await expect(page.getByText(words.count(LOT + 1), { exact: true })).toBeVisible();
        await expect(page.getByRole('button', { name: words.editButton(logo.nom) })).toHaveCount(0);

        // The article form's picker shows photos first.
        await page.goto('/admin/articles/creer');
        await page.getByRole('button', { name: words.choose }).click();
        const picker = page.getByRole('dialog', { name: words.chooseTitle });
        await picker.getByLabel(words.search).fill(id);
        await expect(picker.getByRole('combobox', { name: words.nature })).toHaveValue('photo');
        await expect(picker.getByText(words.count(LOT + 1), { exact: true })).toBeVisible();
        await picker.getByRole('combobox', { name: words.nature }).selectOption({ label: words.logos });
        await expect(picker.locator('.bo-media-card')).toHaveCount(1);
        await shoot(page, testInfo, `medias-picker-${lang}-${width.name}`);
        expect(await violations(page)).toEqual([]);

        // A picture only a trashed article holds: the dialog names the article, then it goes.
        const [kept, trashedOnly] = [lot[0], lot[1]];
        const draftTitle = `Brouillon ${id}`;
        await articleWith(request, token, kept._id, draftTitle);
        const gone = await articleWith(request, token, trashedOnly._id, `Corbeille ${id}`);
        expect((await request.delete(`/api/v1/articles/${gone}`, { headers: { Authorization: `Bearer ${token}` } })).status()).toBe(200);
        await page.goto(`/admin/mediatheque?q=${id}`);
        await page.getByLabel(words.search).fill(trashedOnly.nom);
        await page.getByRole('button', { name: words.editButton(trashedOnly.nom) }).click();
        const trashPanel = page.getByRole('dialog', { name: words.edit(trashedOnly.nom) });
        await trashPanel.getByRole('button', { name: words.delete, exact: true }).click();
        const confirm = page.getByRole('dialog', { name: words.deleteTitle(trashedOnly.nom) });
        await expect(confirm.getByText(words.usesTrash)).toBeVisible();
        await expect(confirm.getByRole('listitem')).toHaveText(words.useItem(`Corbeille ${id} (fr)`));
        await insideViewport(page, await confirm.boundingBox());
        await shoot(page, testInfo, `medias-delete-${lang}-${width.name}`);
        expect(await violations(page)).toEqual([]);
        await confirm.getByRole('button', { name: words.delete, exact: true }).click();
        await expect(page.getByText(words.deleted)).toBeVisible();
        await expect(trashPanel).toBeHidden();
        const after = await request.get(`/api/v1/medias/${trashedOnly._id}`, { headers: { Authorization: `Bearer ${token}` } });
        expect(after.status()).toBe(404);

        // A picture a draft uses: no deletion, the panel says where it is used, with its link.
        await page.getByLabel(words.search).fill(kept.nom);
        await page.getByRole('button', { name: words.editButton(kept.nom) }).click();
        const keptPanel = page.getByRole('dialog', { name: words.edit(kept.nom) });
        await keptPanel.getByRole('button', { name: words.delete, exact: true }).click();
        await expect(keptPanel.getByRole('alert')).toHaveText(words.refusal);
        // In view and focused, even far below the button on a phone.
        await expect(keptPanel.getByRole('alert')).toBeFocused();
        await expect(keptPanel.getByRole('alert')).toBeInViewport();
        await expect(keptPanel.getByRole('link', { name: `${draftTitle} (fr)` })).toBeVisible();
        await shoot(page, testInfo, `medias-refused-${lang}-${width.name}`);
        expect(await violations(page)).toEqual([]);
        const still = await request.get(`/api/v1/medias/${kept._id}`, { headers: { Authorization: `Bearer ${token}` } });
        expect(still.status()).toBe(200);
      });
    });
  }
}
