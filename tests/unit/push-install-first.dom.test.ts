import { afterEach, describe, expect, it, vi } from 'vitest';
import { devicePushState } from '../../src/api/push/push.api';

/*
 * Every engine: Safari offers Web Push only to a web app added to the Home Screen
 * (docs/decisions/console-and-first-screen.md, "Every engine"): the settings say how, where a
 * user looks for notifications, instead of "this browser cannot".
 */
const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.5 Mobile/15E148 Safari/604.1';
const IPAD_AS_MAC =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.5 Safari/605.1.15';
const FIREFOX = 'Mozilla/5.0 (X11; Linux x86_64; rv:153.0) Gecko/20100101 Firefox/153.0';

function browser(userAgent: string, { touchPoints = 0, standalone = false } = {}) {
  vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(userAgent);
  Object.defineProperty(navigator, 'maxTouchPoints', { value: touchPoints, configurable: true });
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: standalone && query.includes('standalone'),
  }));
}

describe('every engine: push on an iPhone or iPad outside the Home Screen', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  it('says to add the console to the Home Screen on an iPhone', async () => {
    browser(IPHONE, { touchPoints: 5 });
    await expect(devicePushState()).resolves.toBe('installFirst');
  });

  it('knows an iPad that says it is a Mac by its touch screen', async () => {
    browser(IPAD_AS_MAC, { touchPoints: 5 });
    await expect(devicePushState()).resolves.toBe('installFirst');
  });

  it('says a desktop browser without push cannot receive it', async () => {
    browser(FIREFOX);
    await expect(devicePushState()).resolves.toBe('unsupported');
  });
});
