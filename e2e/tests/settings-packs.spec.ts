import { expect, isPhone, storeLanguage, test } from './fixtures';
import { twoStrategiesOnOneAsset } from './page-helpers';
import { packRows, seedAssetPacks } from './settings-helpers';

test.describe('settings: asset packs', () => {
  test('a trader makes an asset pack of BTC and periscope filters by it', async ({
    page,
    signedInPaid: _,
  }, info) => {
    const name = `BTC only ${info.project.name} ${Date.now() % 100_000}`;
    await page.goto('/market/crypto/settings');
    await expect(page).toHaveURL(/\/settings\/periscope$/);
    await page.getByRole('link', { name: /Asset packs/ }).click();
    await expect(page.getByRole('heading', { name: /Asset packs/ })).toBeVisible();
    await page.getByRole('link', { name: 'New pack' }).click();

    const nameField = page.getByLabel('Pack name');
    await expect(nameField).toHaveValue(/^My Pack \d+$/);
    await nameField.fill('');
    await page.getByRole('button', { name: 'Next', exact: true }).click();
    await expect(page.getByText("Name field can't be blank. Please enter a name!")).toBeVisible();
    await nameField.fill(name);
    await page.getByRole('button', { name: 'Next', exact: true }).click();

    // Saving with no asset names the rule; then BTC is picked through the full list (dialog, or drawer on phones).
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(
      page.getByRole('alert').filter({ hasText: 'Please select at least one coin.' }),
    ).toBeVisible();
    await page.getByRole('button', { name: 'Choose assets' }).click();
    const picker = page.getByRole('dialog', { name: 'Choose assets' });
    await picker.getByRole('searchbox', { name: 'Search by symbol or name' }).fill('bitcoin');
    await picker.getByRole('button', { name: 'BTC Bitcoin' }).click();
    await expect(picker.getByRole('button', { name: 'BTC Bitcoin' })).toHaveAttribute('aria-pressed', 'true');
    await picker.getByRole('button', { name: 'Done' }).click();
    await expect(picker).toBeHidden();
    await page.getByRole('button', { name: 'Save', exact: true }).click();

    await expect(page).toHaveURL(/\/market\/crypto\/settings\/assets$/);
    await expect(packRows(page).filter({ hasText: name })).toBeVisible();

    // Periscope asks the server for the pack's matches, and every one it answers is BTC.
    const filtered = page.waitForResponse(
      (response) =>
        response.url().endsWith('/api/v1/crypto/matches') &&
        (response.request().postDataJSON()?.assetPacks ?? []).includes(name),
    );
    await page.goto(`/market/crypto/periscope?pack=${encodeURIComponent(name)}`);
    const answer = (await (await filtered).json()).data as { items: { base: string }[] };
    // The replay always has classic matches on BTC for a paid plan; an empty answer would prove nothing.
    expect(answer.items.length).toBeGreaterThan(0);
    for (const item of answer.items) expect(item.base).toBe('btc');
    if (!isPhone(page)) {
      await expect(page.getByRole('button', { name: 'Coin pack', exact: true })).toContainText(name);
    }
  });

  test('reordering, switching off and deleting packs hold after a reload', async ({
    page,
    signedInPaid: _,
  }) => {
    await page.goto('/market/crypto/assets');
    await seedAssetPacks(page, ['Alpha', 'Beta', 'Gamma']);
    await page.goto('/market/crypto/settings/assets');
    await expect(packRows(page).first()).toHaveAttribute('data-pack', 'Alpha');

    // Keyboard reordering (dnd-kit): pick Alpha up, move it one down, drop it.
    const handle = page.getByRole('button', { name: 'Drag to reorder Alpha' });
    await handle.focus();
    await page.keyboard.press('Space');
    await expect(handle).toHaveAttribute('aria-pressed', 'true');
    await page.keyboard.press('ArrowDown');
    // Beta makes way (it moves up) once Alpha is over it; only then is Alpha dropped.
    await expect(packRows(page).nth(1)).toHaveAttribute('style', /translate3d\(0px, -[1-9]/);
    await page.keyboard.press('Space');
    await expect(page.getByText('Order saved')).toBeVisible();

    await page.getByRole('switch', { name: 'Switch Beta on or off' }).click();
    await expect(page.getByRole('switch', { name: 'Switch Beta on or off' })).toHaveAttribute(
      'aria-checked',
      'false',
    );

    await page.getByRole('button', { name: 'Delete Gamma' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete this pack?' });
    await confirm.getByRole('button', { name: 'Delete', exact: true }).click();
    await expect(confirm).toBeHidden();
    await expect(packRows(page).filter({ hasText: 'Gamma' })).toHaveCount(0);

    await page.reload();
    await expect(packRows(page).first()).toHaveAttribute('data-pack', 'Beta');
    await expect(packRows(page).nth(1)).toHaveAttribute('data-pack', 'Alpha');
    await expect(page.getByRole('switch', { name: 'Switch Beta on or off' })).toHaveAttribute(
      'aria-checked',
      'false',
    );
    await expect(page.getByRole('switch', { name: 'Switch Alpha on or off' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    await expect(packRows(page).filter({ hasText: 'Gamma' })).toHaveCount(0);
    await expect(page.getByText('2 / 20', { exact: true }).first()).toBeVisible();
  });
});

test.describe('settings: in Persian', () => {
  test('the pack list reads right to left, in Persian digits, and a pack switched off stays off', async ({
    page,
    signedInPaid: _,
  }) => {
    await storeLanguage(page, 'fa');
    await page.goto('/market/crypto/assets');
    await seedAssetPacks(page, ['Alpha', 'Beta']);
    await page.goto('/market/crypto/settings/assets');
    await expect(page.getByRole('heading', { name: /پک‌های دارایی/ })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByText('پک‌های شما: ۲ از حداکثر ۲۰')).toBeAttached();
    await page.getByRole('switch', { name: 'روشن یا خاموش کردن Beta' }).click();
    await expect(page.getByRole('switch', { name: 'روشن یا خاموش کردن Beta' })).toHaveAttribute(
      'aria-checked',
      'false',
    );
    await page.reload();
    await expect(page.getByRole('switch', { name: 'روشن یا خاموش کردن Beta' })).toHaveAttribute(
      'aria-checked',
      'false',
    );
    await page.getByRole('link', { name: 'پک جدید' }).click();
    await expect(page.getByLabel('نام پک')).toHaveValue('My Pack 1');
  });
});

test.describe('settings: strategy packs', () => {
  test('a simple strategy pack made in settings is the one periscope uses', async ({
    page,
    signedInPaid: _,
  }, info) => {
    const name = `Momentum ${info.project.name} ${Date.now() % 100_000}`;
    await page.goto('/market/crypto/settings/periscope');
    await page.getByRole('link', { name: 'New pack' }).click();
    await page.getByLabel('Pack name').fill(name);
    await page.getByRole('button', { name: 'Next', exact: true }).click();
    await page.getByRole('searchbox', { name: 'Search strategies' }).fill('RSI');
    await page.getByRole('button', { name: /^RSI oversold exit/ }).click();
    await page.getByRole('button', { name: /^RSI crosses above 50/ }).click();
    await expect(page.getByText(/^2 selected/)).toBeVisible();
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page).toHaveURL(/\/market\/crypto\/settings\/periscope$/);
    await expect(packRows(page).filter({ hasText: name })).toBeVisible();

    await page.goto('/market/crypto/periscope');
    await page.getByRole('button', { name: /^Strategy pack:/ }).click();
    const drawer = page.getByRole('dialog', { name: 'Strategy packs' });
    const asked = page.waitForRequest(
      (request) =>
        request.url().endsWith('/api/v1/crypto/matches') && request.postDataJSON()?.strategyPack === name,
    );
    await drawer.getByRole('button', { name: new RegExp(name) }).click();
    await asked;
    await expect(page.getByRole('button', { name: `Strategy pack: ${name}` })).toBeVisible();
  });

  test('an advanced pack of two rows lists on dynamic only assets where both hold', async ({
    page,
    signedInPaid: _,
  }, info) => {
    const name = `Both ${info.project.name} ${Date.now() % 100_000}`;
    const chosen = await twoStrategiesOnOneAsset(page);
    const rows = chosen.map((strategy) => strategy.name);
    const ids = chosen.map((strategy) => strategy.id);

    await page.goto('/market/crypto/settings/dynamic');
    await page.getByRole('link', { name: 'New pack' }).click();
    await page.getByLabel('Pack name').fill(name);
    await page.getByRole('button', { name: 'Next', exact: true }).click();
    for (const [index, row] of rows.entries()) {
      await page.getByRole('button', { name: `Strategy ${index + 1}`, exact: true }).click();
      await page.getByRole('option', { name: row, exact: true }).click();
    }
    // The third row is the blank one that adds the next strategy; it is not saved.
    await expect(page.getByRole('button', { name: 'Strategy 3', exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(packRows(page).filter({ hasText: name })).toBeVisible();

    const answered = page.waitForResponse(
      (response) =>
        response.url().endsWith('/api/v1/crypto/matches/dynamic') &&
        response.request().postDataJSON()?.strategyPack === name,
    );
    await page.goto('/market/crypto/dynamic');
    // Dynamic opens on the first advanced pack; another one made earlier is chosen in the drawer.
    const chooser = page.getByRole('button', { name: /^Strategy pack/ });
    await expect(chooser).toBeVisible();
    if (!(await chooser.textContent())?.includes(name)) {
      await chooser.click();
      await page
        .getByRole('dialog', { name: 'Strategy packs' })
        .getByRole('button', { name: new RegExp(name) })
        .click();
    }
    const { items } = (await (await answered).json()).data as {
      items: (
        | { base: string; quote: string; strategyId: number }
        | { base: string; quote: string; strategies: { strategyId: number }[] }
      )[];
    };
    // Assets listed (one row per match on desktop, per asset on phones) each carry both rows' strategies.
    const byAsset = new Map<string, Set<number>>();
    for (const item of items) {
      const key = `${item.base}/${item.quote}`;
      const found = byAsset.get(key) ?? new Set<number>();
      for (const id of 'strategies' in item
        ? item.strategies.map((cell) => cell.strategyId)
        : [item.strategyId])
        found.add(id);
      byAsset.set(key, found);
    }
    expect(byAsset.size).toBeGreaterThan(0);
    for (const found of byAsset.values()) expect([...found].sort()).toEqual([...ids].sort());
  });

  test('a free user meets the plan limit and gets the upgrade path', async ({ page, signedIn: _ }) => {
    await page.goto('/market/crypto/settings/dynamic');
    await page.getByRole('button', { name: 'Upgrade to add packs' }).click();
    await expect(page.getByRole('dialog', { name: 'Upgrade to unlock this section' })).toBeVisible();
  });
});
