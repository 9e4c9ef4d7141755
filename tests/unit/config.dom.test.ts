import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { getConfig, loadConfig, setConfig } from '../../src/lib/config';
import { server } from '../helpers/msw-server';

describe('runtime configuration (config.json)', () => {
  afterEach(() => setConfig({}));

  it('reads the provider URLs from config.json', async () => {
    server.use(
      http.get('*/config.json', () =>
        HttpResponse.json({ apiBaseUrl: 'https://p.example/api/v1' }),
      ),
    );
    await loadConfig();
    expect(getConfig().apiBaseUrl).toBe('https://p.example/api/v1');
  });

  it('defaults to the same-origin /api/v1 when the file is broken', async () => {
    server.use(http.get('*/config.json', () => new HttpResponse('{ not json', { status: 200 })));
    await loadConfig();
    expect(getConfig().apiBaseUrl).toBe('/api/v1');
  });

  it('keeps the last configuration that loaded when offline', async () => {
    server.use(
      http.get('*/config.json', () =>
        HttpResponse.json({ apiBaseUrl: 'https://p.example/api/v1' }),
      ),
    );
    await loadConfig();
    server.use(http.get('*/config.json', () => HttpResponse.error()));
    setConfig({});
    await loadConfig();
    expect(getConfig().apiBaseUrl).toBe('https://p.example/api/v1');
  });

  it('takes the answer to the request index.html started before the entry loaded, once', async () => {
    server.use(
      http.get('*/config.json', () => HttpResponse.json({ apiBaseUrl: 'https://late.example' })),
    );
    window.kcConfigRequest = Promise.resolve(
      Response.json({ apiBaseUrl: 'https://early.example/api/v1' }),
    );
    await loadConfig();
    expect(getConfig().apiBaseUrl).toBe('https://early.example/api/v1');
    // Its body is read: a second load asks the server.
    await loadConfig();
    expect(getConfig().apiBaseUrl).toBe('https://late.example');
  });
});
