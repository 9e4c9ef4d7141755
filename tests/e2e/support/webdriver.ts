/**
 * A W3C WebDriver client (classic, https://www.w3.org/TR/webdriver2/), just the commands the
 * other-engine tour needs. WebKit's WebKitWebDriver speaks only this; Playwright cannot drive
 * Debian's WebKit and selenium-webdriver 4.3x declares Node ≥ 22.
 */

/** An element reference as the protocol sends it. */
const ELEMENT_KEY = 'element-6066-11e4-a52e-4f735466cecf';

export class WebDriverError extends Error {
  constructor(
    readonly command: string,
    readonly error: string,
    message: string,
  ) {
    super(`${command}: ${error}: ${message}`);
  }
}

export class WebDriverSession {
  private constructor(
    private readonly server: string,
    readonly id: string,
  ) {}

  /** A new session (a new browser) on the driver at `server`, e.g. http://127.0.0.1:4444. */
  static async create(server: string, capabilities: object): Promise<WebDriverSession> {
    const value = await send<{ sessionId: string }>(server, 'POST', '/session', {
      capabilities: { alwaysMatch: capabilities },
    });
    return new WebDriverSession(server, value.sessionId);
  }

  private command<T>(method: 'GET' | 'POST' | 'DELETE', path: string, body?: object) {
    return send<T>(this.server, method, `/session/${this.id}${path}`, body);
  }

  /** Opens `url` and returns when the document has loaded (the page load strategy's wait). */
  async navigate(url: string): Promise<void> {
    await this.command('POST', '/url', { url });
  }

  url(): Promise<string> {
    return this.command<string>('GET', '/url');
  }

  /** Runs `body` as a function body in the page; its `return` value comes back (JSON). */
  execute<T>(body: string, args: unknown[] = []): Promise<T> {
    return this.command<T>('POST', '/execute/sync', { script: body, args });
  }

  /**
   * Runs `body` as a function body whose last argument is a callback; what it is called with
   * comes back. The session's script timeout bounds it.
   */
  executeAsync<T>(body: string, args: unknown[] = []): Promise<T> {
    return this.command<T>('POST', '/execute/async', { script: body, args });
  }

  async setTimeouts(timeouts: { script?: number; pageLoad?: number; implicit?: number }) {
    await this.command('POST', '/timeouts', timeouts);
  }

  async setWindowSize(width: number, height: number): Promise<void> {
    await this.command('POST', '/window/rect', { width, height });
  }

  /** The first element matching a CSS selector, or null. */
  async find(selector: string): Promise<string | null> {
    const found = await this.command<Record<string, string>[]>('POST', '/elements', {
      using: 'css selector',
      value: selector,
    });
    return found[0]?.[ELEMENT_KEY] ?? null;
  }

  async click(element: string): Promise<void> {
    await this.command('POST', `/element/${element}/click`, {});
  }

  async clear(element: string): Promise<void> {
    await this.command('POST', `/element/${element}/clear`, {});
  }

  async type(element: string, text: string): Promise<void> {
    await this.command('POST', `/element/${element}/value`, { text });
  }

  /** A PNG of the viewport. */
  async screenshot(): Promise<Buffer> {
    return Buffer.from(await this.command<string>('GET', '/screenshot'), 'base64');
  }

  async close(): Promise<void> {
    await this.command('DELETE', '').catch(() => undefined);
  }
}

async function send<T>(server: string, method: string, path: string, body?: object): Promise<T> {
  const response = await fetch(`${server}${path}`, {
    method,
    headers: body ? { 'content-type': 'application/json; charset=utf-8' } : undefined,
    body: body ? JSON.stringify(body) : undefined,
  });
  const text = await response.text();
  let answer: { value?: unknown };
  try {
    answer = JSON.parse(text) as { value?: unknown };
  } catch {
    throw new WebDriverError(`${method} ${path}`, `HTTP ${response.status}`, text.slice(0, 200));
  }
  const value = answer.value as { error?: string; message?: string } | undefined;
  if (!response.ok || (value && typeof value === 'object' && typeof value.error === 'string'))
    throw new WebDriverError(
      `${method} ${path}`,
      value?.error ?? `HTTP ${response.status}`,
      value?.message ?? '',
    );
  return answer.value as T;
}
