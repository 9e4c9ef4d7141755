/**
 * The page tour's legibility check (docs/decisions/shell-and-widgets.md, "Tables that never
 * break a number or a word" and "Touch targets"), on every page at every size:
 * - no word of 12 characters or fewer (a number, a time, a status, a column's header) is drawn
 *   on more than one line: "24 / 0" read from two metres is 24. A text that is one such word
 *   never breaks; a word inside a longer text may wrap after its hyphen, never inside itself;
 * - no column header, figure cell or badge is cut short by its box (an ellipsis, a clip);
 * - from a tablet's width up (575 px, where lists are tables, not cards), no list's table, and
 *   at every width no table of the queue monitor (`data-queue-table`), scrolls sideways inside
 *   its box: a table that does not fit drops or folds columns by its own
 *   priorities (ui/list/list-view.tsx `from`, `foldInto`), on every size the console supports.
 *   The dashboards' small figure tables keep every column and may scroll in their card;
 * - on a coarse pointer (a phone, a tablet), no visible control is smaller than 44×44 px
 *   (WCAG 2.5.5): buttons, links, tabs, menu items, options, check boxes and radios (or their
 *   labels), selects and fields; a link inside a sentence is the one exception WCAG makes.
 * Each is counted per page; the tour fails on any, listing each offender with where it is.
 */
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';

/** A word longer than this may wrap at a break point of its own (an e-mail at '@'). */
const SHORT_WORD = 12;
/** WCAG 2.5.5's target size, which a coarse pointer's controls keep. */
const TOUCH_PX = 44;
/** Below this width a list is cards (spec 000 §1), and only the page's own scroll is checked. */
const TABLES_FROM_PX = 575;

interface Legibility {
  coarse: boolean;
  /** Words drawn on more than one line, and where. */
  broken: Array<{ text: string; where: string; lines: number }>;
  /** Headers, figures and badges cut short by their box, and where. */
  cut: Array<{ text: string; where: string; width: number; needs: number }>;
  /** Controls under the target size on a coarse pointer, and where. */
  small: Array<{ text: string; where: string; width: number; height: number }>;
  /** Tables wider than the box they scroll in, from a tablet's width up, and where. */
  wide: Array<{ table: string; where: string; width: number; needs: number }>;
}

type WideTables = Legibility['wide'];

/** The queue monitor's tables, and with them the lists' (`wideTables`). */
const QUEUE_TABLES = '[data-queue-table] table';
const MEASURED_TABLES = `.kc-table-fit > table, ${QUEUE_TABLES}`;

/**
 * The lists' tables (ui/list/table-width.tsx) wider than the box they scroll in, from a tablet's
 * width up (none on a phone, whose lists are cards); and the queue monitor's tables
 * (`data-queue-table`, docs/decisions/production.md "The floor layout") at every width, a
 * phone's included, whose columns follow their card's size.
 */
export function wideTables(page: Page): Promise<WideTables> {
  return page.evaluate(
    ({ tablesFrom, queueTables, allTables }) => {
      const wide: WideTables = [];
      const tables = innerWidth < tablesFrom ? queueTables : allTables;
      for (const table of document.body.querySelectorAll<HTMLTableElement>(tables)) {
        const box = table.parentElement!;
        if (!table.checkVisibility({ checkVisibilityCSS: true }) || box.clientWidth < 2) continue;
        if (box.scrollWidth <= box.clientWidth + 1) continue;
        const section = box.closest('section[aria-label], main');
        const queueTable = table.closest('[data-queue-table]')?.getAttribute('data-queue-table');
        wide.push({
          table: queueTable
            ? `queue table ${queueTable}`
            : `"${(table.caption?.textContent ?? '').trim().slice(0, 60)}"`,
          where: section?.getAttribute('aria-label') ?? section?.tagName.toLowerCase() ?? 'page',
          width: box.clientWidth,
          needs: box.scrollWidth,
        });
      }
      return wide;
    },
    { tablesFrom: TABLES_FROM_PX, queueTables: QUEUE_TABLES, allTables: MEASURED_TABLES },
  );
}

/** Whether the page draws a table `wideTables` measures, at any width. */
export function hasTables(page: Page): Promise<boolean> {
  return page.evaluate((tables) => document.body.querySelector(tables) !== null, MEASURED_TABLES);
}

/** The tables `wideTables` found, one a line. */
export function formatWideTables(wide: WideTables): string {
  return wide
    .map((w) => `    - ${w.table} needs ${w.needs} px in ${w.width} px, in ${w.where}`)
    .join('\n');
}

/** What the page draws now, measured in the page (see the module's comment). */
function measureLegibility(page: Page): Promise<Omit<Legibility, 'wide'>> {
  return page.evaluate(
    ({ shortWord, touch }) => {
      /** An element as a reader of the failure finds it: tag, id, test id, class, name. */
      const describe = (element: Element): string => {
        const tag = element.tagName.toLowerCase();
        const id = element.id && !/^mantine-|^«|^:r/.test(element.id) ? `#${element.id}` : '';
        const data = ['data-testid', 'aria-label', 'role']
          .map((name) => element.getAttribute(name))
          .find(Boolean);
        const named = data ? `[${data.slice(0, 40)}]` : '';
        const kind = [...element.classList].find((name) => /^(kc-|mantine-[A-Z])/.test(name));
        return `${tag}${id}${named}${kind ? `.${kind}` : ''}`;
      };
      const where = (element: Element): string => {
        const around = element.parentElement?.closest(
          'section[aria-label], [data-testid], table, [role="tablist"], [role="menu"], [role="dialog"], header, nav, aside, footer, main',
        );
        return around ? `${describe(element)} in ${describe(around)}` : describe(element);
      };
      const shown = (element: Element) =>
        element.checkVisibility({ checkOpacity: true, checkVisibilityCSS: true }) &&
        !element.closest('[inert]');

      // Words: every run of non-space characters of 2 to `shortWord` characters.
      const broken: Legibility['broken'] = [];
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
      const range = document.createRange();
      /** The distinct lines the characters from `start` to `end` of `node` are drawn on. */
      const lineTops = (node: Text, start: number, end: number): number[] => {
        range.setStart(node, start);
        range.setEnd(node, end);
        const tops: number[] = [];
        for (const rect of range.getClientRects()) {
          if (rect.width === 0) continue;
          if (!tops.some((top) => Math.abs(top - rect.top) < rect.height / 2)) tops.push(rect.top);
        }
        return tops;
      };
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const parent = node.parentElement;
        const text = (node as Text).data;
        if (!parent || !/\S\S/.test(text) || parent.closest('script, style, noscript')) continue;
        const box = parent.getBoundingClientRect();
        // A visually hidden text (a table's caption, 1×1 px and clipped) is drawn nowhere.
        if (box.width < 2 || box.height < 2 || !shown(parent)) continue;
        // A text of one short word (a figure, a time, a status, a header) is never broken; a word
        // in a longer text (a name, a sentence) may wrap after its hyphen ('Drive- thru'), as
        // typesetting does, but never inside itself.
        const whole = !/\s/.test(text.trim());
        for (const match of text.matchAll(/\S+/g)) {
          const word = match[0];
          if (word.length < 2 || word.length > shortWord) continue;
          const tops = lineTops(node as Text, match.index, match.index + word.length);
          if (tops.length < 2) continue;
          if (!whole) {
            let at = 1;
            while (
              at < word.length &&
              lineTops(node as Text, match.index, match.index + at + 1).length < 2
            )
              at++;
            // A hyphen between letters ('Drive-thru'), not a range of figures ('35–40').
            if (/\p{L}[-‐]$/u.test(word.slice(0, at)) && /^\p{L}/u.test(word.slice(at))) continue;
          }
          broken.push({ text: word, where: where(parent), lines: tops.length });
        }
      }

      // Cut short: a header, a figure's cell or a badge whose text its box clips (an ellipsis).
      const cut: Legibility['cut'] = [];
      const clipping = (element: Element) => {
        const style = getComputedStyle(element);
        return style.overflowX !== 'visible' || style.textOverflow === 'ellipsis';
      };
      for (const element of document.body.querySelectorAll(
        'thead th, td:not(.kc-cell-text), .mantine-Badge-root, .mantine-Badge-label',
      )) {
        // A badge's own box, or the cell that clips it.
        const cell = element.classList.contains('mantine-Badge-root')
          ? element.parentElement?.closest('td, th')
          : null;
        const outside =
          cell &&
          clipping(cell) &&
          element.getBoundingClientRect().right > cell.getBoundingClientRect().right + 1;
        if (!outside && (element.scrollWidth <= element.clientWidth + 1 || !clipping(element)))
          continue;
        if (!shown(element) || element.getBoundingClientRect().width < 2) continue;
        cut.push({
          text: (element.textContent ?? '').trim().slice(0, 40),
          where: where(element),
          width: element.clientWidth,
          needs: element.scrollWidth,
        });
      }

      const coarse = matchMedia('(pointer: coarse)').matches;
      const small: Legibility['small'] = [];
      if (coarse) {
        const controls = document.body.querySelectorAll(
          'button, a[href], summary, select, input:not([type="hidden"]), [role="tab"], [role="menuitem"], [role="button"], [role="switch"], [role="option"]',
        );
        const width = document.documentElement.scrollWidth;
        for (const control of controls) {
          // A check box or radio counts with its label, which takes the tap too.
          const input = control as HTMLInputElement;
          const label =
            control.tagName === 'INPUT' && /^(checkbox|radio)$/.test(input.type)
              ? (control.closest('label') ??
                (input.id ? document.querySelector(`label[for="${CSS.escape(input.id)}"]`) : null))
              : null;
          // A field inside a box that takes its taps (a multi-select's pills) counts as the box.
          const box = control.tagName === 'INPUT' ? control.closest('.mantine-Input-input') : null;
          const target =
            label && (!shown(control) || label.contains(control)) ? label : (box ?? control);
          if (!shown(target)) continue;
          const rect = target.getBoundingClientRect();
          // Kept off the page until focused (the skip link), or not drawn.
          if (rect.width === 0 || rect.height === 0 || rect.right <= 0 || rect.left >= width)
            continue;
          // WCAG 2.5.5's exception: a link inside a sentence, sized by the text around it.
          if (control.tagName === 'A' && getComputedStyle(control).display === 'inline') {
            const sentence = control.parentElement?.textContent?.trim() ?? '';
            if (sentence.length > (control.textContent?.trim().length ?? 0)) continue;
          }
          const labelBox = label?.getBoundingClientRect();
          const big = (box: DOMRect) => box.width >= touch - 0.5 && box.height >= touch - 0.5;
          if (big(rect) || (labelBox && big(labelBox))) continue;
          small.push({
            text: (
              target.getAttribute('aria-label') ??
              (target.textContent?.trim() || (target as HTMLInputElement).value || '')
            ).slice(0, 40),
            where: where(target),
            width: Math.round(rect.width),
            height: Math.round(rect.height),
          });
        }
      }
      return { coarse, broken, cut, small };
    },
    { shortWord: SHORT_WORD, touch: TOUCH_PX },
  );
}

const LISTED = 25;

/** The offenders as a failure lists them: at most 25 of each kind, and how many more. */
function formatLegibility(found: Legibility): string {
  const list = <T>(items: T[], line: (item: T) => string) =>
    items
      .slice(0, LISTED)
      .map((item) => `    - ${line(item)}`)
      .concat(items.length > LISTED ? [`    … ${items.length - LISTED} more`] : [])
      .join('\n');
  const parts: string[] = [];
  if (found.broken.length)
    parts.push(
      `  ${found.broken.length} word(s) of ${SHORT_WORD} characters or fewer broken across lines:\n` +
        list(found.broken, (b) => `"${b.text}" on ${b.lines} lines, ${b.where}`),
    );
  if (found.cut.length)
    parts.push(
      `  ${found.cut.length} header(s), figure(s) or badge(s) cut short:\n` +
        list(found.cut, (c) => `"${c.text}" ${c.width} of ${c.needs} px, ${c.where}`),
    );
  if (found.small.length)
    parts.push(
      `  ${found.small.length} control(s) under ${TOUCH_PX}×${TOUCH_PX} px on a coarse pointer:\n` +
        list(found.small, (s) => `"${s.text}" ${s.width}×${s.height} px, ${s.where}`),
    );
  if (found.wide.length)
    parts.push(
      `  ${found.wide.length} table(s) scrolling sideways (wider than their box):\n` +
        formatWideTables(found.wide),
    );
  return parts.join('\n');
}

/**
 * The tour's assertion: no broken word, no small control on a coarse pointer, and no table
 * scrolling sideways from a tablet's width up.
 */
export async function checkLegibility(page: Page, path: string): Promise<void> {
  const found = { ...(await measureLegibility(page)), wide: await wideTables(page) };
  assert.ok(
    found.broken.length === 0 &&
      found.cut.length === 0 &&
      found.small.length === 0 &&
      found.wide.length === 0,
    `${path}: ${found.broken.length} broken word(s), ${found.cut.length} cut, ${found.small.length} small control(s), ${found.wide.length} table(s) scrolling sideways${
      found.coarse ? '' : ' (fine pointer: targets not checked)'
    }\n${formatLegibility(found)}`,
  );
}
