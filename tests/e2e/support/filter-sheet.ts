/**
 * The phone's filter sheet (spec 000 §1 "mobile filter dialog", §6), as the page tour checks it
 * on every page with filters: the 'Filters' button opens a sheet; changing a filter in it
 * changes the URL and the button's count; 'Reset filters' brings both back.
 */
import assert from 'node:assert/strict';
import type { Locator, Page } from 'playwright-core';
import { shell } from '../../../src/lib/i18n/en/shell.ts';
import { formatViolations, seriousViolations } from './axe.ts';
import { waitForReady } from './ready.ts';

/**
 * A filter to change in the sheet: the visible label of an option, of a segmented control or,
 * after opening the select named `select`, of its list.
 */
export interface SheetFilter {
  option: string;
  select?: string;
}

function filtersButton(page: Page) {
  return page.getByRole('button', { name: /^Filters\b/ });
}

function search(page: Page): string {
  return new URL(page.url()).search;
}

/** The filter line and sheet of the page on screen; false when the page has no filters. */
export async function checkFilterSheet(
  page: Page,
  filter: SheetFilter | undefined,
  whileOpen?: () => Promise<void>,
) {
  const button = filtersButton(page);
  if ((await button.count()) === 0) return false;
  await assertAccessibleName(page, String(shell['filters.open']));

  await button.click();
  const sheet = page.getByRole('dialog', { name: String(shell['filters.title']) });
  await sheet.waitFor();
  await waitForReady(page);
  const violations = await seriousViolations(page);
  assert.equal(
    violations.length,
    0,
    `axe on the open filter sheet:\n${formatViolations(violations)}`,
  );
  const cut = await textsCut(sheet);
  assert.deepEqual(cut, [], 'texts cut in the filter sheet at this width');
  await whileOpen?.();

  if (filter) {
    const before = search(page);
    if (filter.select) {
      await sheet.getByRole('combobox', { name: filter.select, exact: true }).click();
      await page.getByRole('option', { name: filter.option, exact: true }).click();
    } else {
      await sheet.getByText(filter.option, { exact: true }).click();
    }
    await page.waitForURL((url) => url.search !== before, { waitUntil: 'commit' });
    await waitForReady(page);
    await assertAccessibleName(page, 'Filters, 1 changed');
    await sheet.getByRole('button', { name: String(shell['filters.reset']), exact: true }).click();
    await page.waitForURL((url) => url.search === before, { waitUntil: 'commit' });
    await waitForReady(page);
    await assertAccessibleName(page, String(shell['filters.open']));
  }

  await sheet.getByRole('button', { name: String(shell['filters.done']), exact: true }).click();
  await sheet.waitFor({ state: 'hidden' });
  return true;
}

/**
 * The texts in `root` that a reader sees cut: an ellipsis, or text running past the box that
 * clips it (a control wider than the sheet showed 'Waste / Cooke').
 */
function textsCut(root: Locator): Promise<string[]> {
  return root.evaluate((element) => {
    /** Whether a box that clips (overflow not visible), `node`'s own or an ancestor's, cuts it. */
    const clipped = (node: Element) => {
      const box = node.getBoundingClientRect();
      if (getComputedStyle(node).overflowX !== 'visible' && node.scrollWidth > node.clientWidth + 1)
        return true;
      for (let parent = node.parentElement; parent; parent = parent.parentElement) {
        if (getComputedStyle(parent).overflowX !== 'visible') {
          const edges = parent.getBoundingClientRect();
          if (box.right > edges.right + 1 || box.left < edges.left - 1) return true;
        }
        if (parent === element) break;
      }
      return false;
    };
    return [...element.querySelectorAll('*')]
      .filter(
        (node) =>
          node.getBoundingClientRect().width > 0 &&
          [...node.childNodes].some((child) => child.nodeType === 3 && child.textContent!.trim()),
      )
      .filter(clipped)
      .map((node) => node.textContent!.trim());
  });
}

async function assertAccessibleName(page: Page, name: string) {
  const button = filtersButton(page);
  const actual = (await button.getAttribute('aria-label')) ?? (await button.innerText()).trim();
  assert.equal(actual, name, "the 'Filters' button's name");
}
