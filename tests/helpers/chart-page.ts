import { afterEach, beforeEach, vi } from 'vitest';
import { server } from './msw-server';

/**
 * jsdom has no canvas: a uPlot stand-in for page tests, used as
 * `vi.mock('uplot', async () => ({ default: (await import('./chart-page')).FakeUplot }))`.
 */
export class FakeUplot {
  static paths = { bars: () => () => null };
  over = document.createElement('div');
  cursor = {};
  width = 320;
  setData() {}
  setSize() {}
  destroy() {}
  posToVal() {
    return 0;
  }
}

/**
 * For a page test's whole file: a 2D context stand-in (so the page takes its chart path, jsdom
 * draws nothing) and the API URLs the console asks for whose path contains `fragment`, from
 * msw's own request events: `askedFor(suffix)` those whose path ends with it, `asked()` all,
 * `forget()` starts the list again.
 */
export function chartPageSetup(fragment: string) {
  const asked: URL[] = [];
  function record({ request }: { request: Request }) {
    const url = new URL(request.url);
    if (url.pathname.includes(fragment)) asked.push(url);
  }
  beforeEach(() => {
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(
      {} as CanvasRenderingContext2D,
    );
    asked.length = 0;
    server.events.on('request:start', record);
  });
  afterEach(() => server.events.removeListener('request:start', record));
  return {
    askedFor: (suffix: string) => asked.filter((url) => url.pathname.endsWith(suffix)),
    asked: () => [...asked],
    forget: () => void (asked.length = 0),
  };
}
