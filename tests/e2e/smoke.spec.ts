import {expect, test} from './fixtures';

test('the home page renders its title', async ({page}) => {
  await page.goto('./');
  await expect(page.getByRole('heading', {level: 1, name: '解題筆記'})).toBeVisible();
});
