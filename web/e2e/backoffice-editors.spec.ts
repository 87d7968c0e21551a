// The editors' workflows in a real Chromium, in the language of the back-office: an offer published
// and withdrawn from its form with the save message and its link (English), a phone photo over the
// upload limit resized in the browser and accepted, and the rules' and server's words (Portuguese),
// "Mon profil" and its password change (Portuguese).
import type { Page } from '@playwright/test';
import sharp from 'sharp';
import { expect, test } from './fixtures';
import { draftOffer } from './admin-session';

const stamp = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

async function login(
  page: Page,
  area: 'admin' | 'conseiller',
  labels: { password: string; submit: string },
  email: string,
  password: string,
) {
  await page.goto(`/${area}/connexion`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel(labels.password).fill(password);
  await page.getByRole('button', { name: labels.submit }).click();
  await expect(page).toHaveURL(new RegExp(`/${area}/?$`));
}

test.describe('in English', () => {
  test.use({ locale: 'en-GB' });

  test('a draft offer is published from its form, the list says so with its link, then it is withdrawn', async ({ page, request }) => {
    test.setTimeout(60_000);
    const title = `Copper cable lot ${stamp()}`;
    const id = await draftOffer(request, title);
    await login(page, 'admin', { password: 'Password', submit: 'Log in' }, 'admin@demo.local', 'demo-admin-2025');
    await page.goto(`/admin/opportunites/modifier/${id}`);
    await expect(page.getByLabel('Title (fr)')).toHaveValue(`${title} (fr)`);

    // The rules speak English in an English back-office; publishing needs every language.
    await page.getByLabel('Title (fr)').fill('');
    await page.getByLabel('State').selectOption('publié');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    const summary = page.getByRole('alert', { name: 'The form was not saved: 1 thing to fix.' });
    await expect(summary.getByRole('listitem')).toHaveText(['The title (fr) is required.']);
    await page.getByLabel('Title (fr)').fill(`${title} (fr)`);

    await page.getByRole('button', { name: 'Save and close' }).click();
    await expect(page).toHaveURL(/\/admin\/opportunites$/);
    const notice = page.getByRole('status').filter({ hasText: 'was saved' });
    await expect(notice).toContainText(`“${title} (en)” was saved. State: Published.`);
    const link = notice.getByRole('link', { name: 'View on the site' });
    await expect(link).toHaveAttribute('href', /^\/en\/opportunite\/copper-cable-lot-/);
    await expect(notice).toContainText('online');
    const row = page.getByRole('row', { name: new RegExp(title) });
    await expect(row.getByText('Published')).toBeVisible();
    await expect(row.getByText('Active')).toBeVisible();

    // The title is the link to the form.
    await row.getByRole('link', { name: new RegExp(`^${title}`) }).click();
    await page.getByLabel('Status').selectOption('retiré');
    await page.getByRole('button', { name: 'Save and close' }).click();
    await expect(page.getByRole('row', { name: new RegExp(title) }).getByText('Withdrawn')).toBeVisible();
  });
});

test.describe('in Portuguese', () => {
  test.use({ locale: 'pt-PT' });

  test('a phone photo over the upload limit is resized in the browser and the offer is created', async ({ page }) => {
    test.setTimeout(90_000);
    // A 4032×3024 photo of noise at high quality: far over the 5 MB limit, as a phone's can be.
    const photo = await sharp({
      create: { width: 4032, height: 3024, channels: 3, background: '#808080', noise: { type: 'gaussian', mean: 128, sigma: 70 } },
    })
      .jpeg({ quality: 97 })
      .toBuffer();
    expect(photo.length).toBeGreaterThan(5 * 1024 * 1024);
    const title = `Lote de cabos ${stamp()}`;
    await login(page, 'admin', { password: 'Palavra-passe', submit: 'Entrar' }, 'admin@demo.local', 'demo-admin-2025');
    await page.goto('/admin/opportunites/creer');
    await page.getByRole('button', { name: 'Criar', exact: true }).click();
    await expect(page.getByRole('alert').first().getByRole('listitem').first()).toHaveText(
      'Dê um título em pelo menos uma língua para guardar o rascunho.',
    );
    for (const lang of ['fr', 'en', 'pt']) {
      await page.getByRole('tab', { name: new RegExp(`\\(${lang}\\)`) }).click();
      await page.getByLabel(`Título (${lang})`).fill(`${title} ${lang}`);
      await page.getByLabel(`Descrição (${lang})`).fill(`Cabos de cobre (${lang}).`);
      await page.getByLabel(`Texto alternativo (${lang})`).fill(`Bobinas de cabo (${lang})`);
    }
    await page.locator('input[type=file]').setInputFiles({ name: 'IMG_2031.jpg', mimeType: 'image/jpeg', buffer: photo });
    await expect(
      page.getByText(/«IMG_2031\.jpg» \([\d,]+ MB\) foi reduzida para 2560 × 1920 píxeis \([\d,]+ MB\) antes do envio\./),
    ).toBeVisible({ timeout: 30_000 });
    await page.getByRole('button', { name: 'Criar e fechar' }).click();
    await expect(page).toHaveURL(/\/admin\/opportunites$/, { timeout: 30_000 });
    await expect(page.getByRole('status').filter({ hasText: 'foi criado' })).toContainText(`«${title} pt» foi criado. Estado: Rascunho.`);
  });

  test('an adviser changes their password in Mon profil, the server refusing a wrong current one in Portuguese', async ({ page }) => {
    test.setTimeout(60_000);
    const original = 'demo-conseiller-2025';
    const fresh = `novo-${stamp()}`;
    await login(page, 'conseiller', { password: 'Palavra-passe', submit: 'Entrar' }, 'conseiller2@demo.local', original);
    await page.getByRole('navigation').getByRole('link', { name: 'O meu perfil' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'O meu perfil' })).toBeVisible();

    const change = async (current: string, next: string) => {
      await page.getByLabel('Palavra-passe atual').fill(current);
      await page.getByLabel(/^Nova palavra-passe/).fill(next);
      await page.getByLabel('Confirmar a nova palavra-passe').fill(next);
      await page.getByRole('button', { name: 'Alterar a palavra-passe' }).click();
    };
    await change('nao-e-esta', fresh);
    await expect(page.getByRole('alert').getByRole('listitem')).toHaveText(['A palavra-passe atual está incorreta.']);
    await change(original, fresh);
    await expect(page.getByText('Palavra-passe alterada. As suas outras sessões foram terminadas.')).toBeVisible();
    // The demo password comes back, for the other tests of this stack.
    await change(fresh, original);
    await expect(page.getByText('Palavra-passe alterada. As suas outras sessões foram terminadas.')).toBeVisible();
  });
});
