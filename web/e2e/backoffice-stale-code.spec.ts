// The site was rebuilt with a newer back-office while an editor's page stayed open: the screen code that
// page asks for next is gone from the server. The page loads its address again and shows the screen.
import { expect, test } from './fixtures';
import { signInAsAdministrator } from './backoffice-data';

test('a screen whose code is gone from the server loads after one reload, not an error', async ({ page }) => {
  await signInAsAdministrator(page);
  let refused = 0;
  // The first request for the trash screen's code answers 404, as after a rebuild that renamed it.
  await page.route(/\/_astro\/CorbeilleScreen\.[^/]+\.js$/, async (route) => {
    if (refused === 0) {
      refused += 1;
      await route.fulfill({ status: 404, body: 'Not found' });
    } else await route.continue();
  });
  await page.getByRole('navigation').getByRole('link', { name: 'Corbeille' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Corbeille' })).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/corbeille$/);
  expect(refused).toBe(1);
  await expect(page.getByText(/Failed to fetch dynamically imported module/)).toHaveCount(0);
});
