import assert from 'node:assert/strict';
import { e2eTest, harness } from './support/harness.ts';
import { waitForPage, waitForReady } from './support/ready.ts';
import type { Viewport } from './support/viewports.ts';

/** PCs and tablets: the actions an administrator takes on the fleet, through the UI. */
export function devicesSpecs(viewport: Viewport): void {
  e2eTest(
    'spec 001 §2 "Devices (PC)": a new PC is confirmed through the UI and leaves the Not confirmed filter',
    async () => {
      const { page } = await harness.open(viewport, { account: 'admin' });
      await page.goto(`${harness.url}/devices/pc?status=NOT_CONFIRMED`);
      await waitForPage(page, '/devices/pc');
      const first = page.getByTestId('pc-row').first();
      await first.waitFor({ timeout: 15_000 });
      assert.match(await first.innerText(), /Not confirmed/i);
      const identifier = (await first.getByText(/^kc-/).first().innerText()).trim();

      await first.getByRole('button', { name: `Confirm ${identifier}` }).click();
      await page.getByText(`${identifier} is confirmed`).waitFor({ timeout: 15_000 });
      await waitForReady(page);
      assert.equal(
        await page.getByTestId('pc-row').filter({ hasText: identifier }).count(),
        0,
        'a confirmed PC is no longer listed as Not confirmed',
      );
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      assert.ok(overflow <= 0, 'no sideways scroll');
    },
  );

  e2eTest(
    'spec 001 §2 "Tablets": a tablet is renamed, then sent a START command with a stream',
    async () => {
      const { page } = await harness.open(viewport, { account: 'admin' });
      await page.goto(`${harness.url}/devices/tablets?search=Drive-thru`);
      await waitForPage(page, '/devices/tablets');
      const first = page.getByTestId('tablet-row').first();
      await first.waitFor({ timeout: 15_000 });

      const name = `Drive-thru ${viewport.name} ${Date.now() % 100_000}`;
      await first.getByRole('button', { name: /^Rename / }).click();
      const rename = page.getByRole('dialog');
      const field = rename.getByRole('textbox', { name: /Name/ });
      await field.fill(name);
      await rename.getByRole('button', { name: 'Save' }).click();
      await page.getByText(`The tablet is now called ${name}`).waitFor({ timeout: 15_000 });
      await waitForReady(page);

      const row = page.getByTestId('tablet-row').filter({ hasText: name });
      await row.waitFor();
      // Commands need remote access (spec 001 §6 "A tablet has a remote-access flag").
      const remote = row.getByRole('switch', { name: `Remote access for ${name}` });
      if (!(await remote.isChecked())) {
        // Mantine's switch input is visually hidden: a click event on it is what React reads.
        await remote.dispatchEvent('click');
        await page.getByText(`Remote access is on for ${name}`).waitFor({ timeout: 15_000 });
      }
      await row.getByRole('button', { name: `Send a command to ${name}` }).click();
      const command = page.getByRole('dialog', { name: `Send a command to ${name}` });
      assert.equal(await command.getByRole('combobox', { name: 'Action' }).inputValue(), 'START');
      const stream = command.getByRole('combobox', { name: /Stream/ });
      await page.waitForFunction(
        () =>
          [...document.querySelectorAll('[role=dialog] select')].some(
            (select) =>
              !(select as HTMLSelectElement).disabled &&
              select.querySelector('option[value="Fryer zone"]'),
          ),
        undefined,
        { timeout: 15_000 },
      );
      await stream.selectOption('Fryer zone');
      await command.getByRole('button', { name: 'Send' }).click();
      await page.getByText(`Start sent to ${name}`).waitFor({ timeout: 15_000 });
      await waitForReady(page);
      assert.match(await row.innerText(), /Start Fryer zone at/, 'the row shows the last command');
    },
  );
}
