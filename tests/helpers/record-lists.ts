import { act, fireEvent } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { request, unwrap } from '../../src/api/request';
import type { AnyEndpoint, EndpointInput, EndpointResult } from '../../src/lib/endpoint';
import { server } from './msw-server';

/**
 * The API calls the console makes during each test of the file, from msw's own request events;
 * `askAgain` repeats one as the test (its call is not counted).
 */
export function recordApiCalls() {
  let asked: Array<{ method: string; url: URL }> = [];
  let quiet = false;
  const record = ({ request: sent }: { request: Request }) => {
    const url = new URL(sent.url);
    if (!quiet && url.pathname.startsWith('/api/v1/')) asked.push({ method: sent.method, url });
  };
  beforeEach(() => {
    asked = [];
    server.events.on('request:start', record);
  });
  afterEach(() => {
    server.events.removeListener('request:start', record);
  });

  return {
    /** Every call, in the order they went out. */
    calls: (): ReadonlyArray<{ method: string; url: URL }> => asked,
    /** The calls of `method` whose path is `path` (`/fryerTimerCycleHistory/total`). */
    askedFor(path: string, method = 'GET'): URL[] {
      return asked
        .filter((call) => call.method === method && call.url.pathname === `/api/v1${path}`)
        .map((call) => call.url);
    },
    /** The sandbox's answer to the call the console made to `url`, asked again by the test. */
    async askAgain<E extends AnyEndpoint>(endpoint: E, url: URL): Promise<EndpointResult<E>> {
      quiet = true;
      try {
        const query = Object.fromEntries(url.searchParams);
        return unwrap(await request(endpoint, { query } as EndpointInput<E>));
      } finally {
        quiet = false;
      }
    },
  };
}

/** A table row's height, as a browser would measure it (jsdom measures everything as 0). */
export const ROW_HEIGHT = 37;
/** The file's rows' height: taller where a row holds more (an image carousel). */
let rowHeight = ROW_HEIGHT;
/** What is above and below the rows: header, toolbar, totals, 'Load more'. */
const PAGE_FRAME = 600;

/** The page's height as a browser lays it out: the frame and the list's rows. */
export function pageHeight(): number {
  const table = document.querySelector('table[aria-rowcount]');
  return PAGE_FRAME + Number(table?.getAttribute('aria-rowcount') ?? 0) * rowHeight;
}

const scrollY = Object.getOwnPropertyDescriptor(window, 'scrollY');

/**
 * jsdom lays nothing out: every row would measure 0 px high, and the page 0 px tall, which a
 * record list reads as scrolled to its end (it would ask every page at once). This gives each
 * test of the file a browser's sizes, and puts the page's scroll back after it.
 */
export function layOutRecordLists(rowsHigh = ROW_HEIGHT): void {
  beforeEach(() => {
    rowHeight = rowsHigh;
    const offsetHeight = Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'offsetHeight')!;
    vi.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockImplementation(function (
      this: HTMLElement,
    ) {
      return this.hasAttribute('data-index') ? rowHeight : (offsetHeight.get!.call(this) as number);
    });
    vi.spyOn(Element.prototype, 'scrollHeight', 'get').mockImplementation(pageHeight);
  });
  afterEach(() => {
    if (scrollY) Object.defineProperty(window, 'scrollY', scrollY);
    else delete (window as { scrollY?: number }).scrollY;
  });
}

/** Scrolls the page to `top`, as the browser would say it. */
export function scrollPageTo(top: number): void {
  Object.defineProperty(window, 'scrollY', { value: top, configurable: true, writable: true });
  act(() => void fireEvent.scroll(window));
}

/** A table row's cell under the column headed `header` (a sort arrow in the header ignored). */
export function cell(row: HTMLElement, header: string): HTMLElement {
  const heads = [...row.closest('table')!.querySelectorAll('thead th')].map((th) =>
    (th.textContent ?? '').replace(/[▲▼↕]/g, '').trim(),
  );
  const index = heads.indexOf(header);
  if (index < 0) throw new Error(`No column ${header} among ${heads.join(', ')}`);
  return row.querySelectorAll<HTMLElement>(':scope > th, :scope > td')[index]!;
}
