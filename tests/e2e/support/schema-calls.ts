import assert from 'node:assert/strict';
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { BrowserContext, Page } from 'playwright-core';

/**
 * How a page reads its answers, held to a recorded ceiling per page family (a route;
 * `/pcs/$uuid` is every kitchen's monitor), as scripts/budget.mjs holds the first page's bytes:
 * the most schema calls one answer's reading took from the page's navigation to its ready state
 * (src/lib/schema-calls.ts counts them when `kc.test.schemaCalls` is set). An answer is read in
 * one call, its lists' rows inside it, so each page's figure is 1, whatever its rows; a list read
 * a row at a time again (a call per row) takes one call more per row and fails its page. It
 * times nothing and does not depend on how many answers land in the window (a poll, a refetch).
 * The count of every call a page makes moved by 2–3× from run to run on some pages for that
 * reason, and is not held.
 *
 * `E2E_SCHEMA_CALLS=record` records instead of checking: a family's ceiling becomes the most
 * its pages took in the run, and at least 1. To record afresh, empty `pages` in the file first:
 * a recording only raises a ceiling.
 */

const FLAG_SCRIPT = `try { localStorage.setItem('kc.test.schemaCalls', '1'); } catch {}`;
const FILE = join(dirname(fileURLToPath(import.meta.url)), '..', 'schema-call-ceilings.json');
const RECORDING = process.env.E2E_SCHEMA_CALLS === 'record';

interface Ceilings {
  about: string;
  pages: Record<string, number>;
}

function readCeilings(): Ceilings {
  return JSON.parse(readFileSync(FILE, 'utf8')) as Ceilings;
}

/** Every page of `context` counts its schema calls. */
export async function countSchemaCalls(context: BrowserContext): Promise<void> {
  await context.addInitScript({ content: FLAG_SCRIPT });
}

interface Counts {
  calls: number;
  answers: number;
  mostInAnswer: number;
}

/** The page's counts; null when it does not keep them. */
function countsOf(page: Page, reset = false): Promise<Counts | null> {
  return page.evaluate((resetting) => {
    const counts = (globalThis as { kcSchemaCalls?: Counts }).kcSchemaCalls;
    if (!counts) return null;
    const now = { ...counts };
    if (resetting) counts.mostInAnswer = 0;
    return now;
  }, reset);
}

/**
 * Runs `load` (a navigation up to the page's ready state) and checks (or, recording, notes) the
 * most schema calls one answer's reading took in it. A full load starts a new document, whose
 * counts start at zero.
 */
export async function checkedSchemaCalls(
  page: Page,
  route: string,
  cold: boolean,
  load: () => Promise<void>,
): Promise<void> {
  if (!cold) await countsOf(page, true);
  await load();
  const counts = await countsOf(page);
  assert.ok(counts, `${route}: the console did not count its schema calls (kc.test.schemaCalls)`);
  const most = counts.mostInAnswer;
  if (RECORDING) {
    const ceilings = readCeilings();
    ceilings.pages[route] = Math.max(ceilings.pages[route] ?? 1, most);
    ceilings.pages = Object.fromEntries(
      Object.entries(ceilings.pages).sort(([a], [b]) => a.localeCompare(b)),
    );
    writeFileSync(FILE, `${JSON.stringify(ceilings, null, 2)}\n`);
    return;
  }
  const ceiling = readCeilings().pages[route];
  assert.ok(
    ceiling !== undefined,
    `${route}: no ceiling recorded for its answers' schema calls; run the tour with E2E_SCHEMA_CALLS=record`,
  );
  assert.ok(
    most <= ceiling,
    `${route}: one answer's reading took ${most} schema calls, over the page's ceiling of ` +
      `${ceiling} (tests/e2e/schema-call-ceilings.json): is a list read a row at a time again ` +
      '(src/lib/tolerant-read.ts)?',
  );
}
