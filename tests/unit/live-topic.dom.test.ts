import { ws } from 'msw';
import { describe, expect, it } from 'vitest';
import { parseLiveNotification } from '../../src/api/notifications/notifications-live';
import { htmlToText, sanitizeHtml } from '../../src/lib/sanitize-html';
import { subscribeLiveTopic } from '../../src/lib/stomp';
import { server } from '../helpers/msw-server';

describe('spec 000 §4: the live channel retries while the failure count is under 3', () => {
  it('gives up after the third failed connection, not before', async () => {
    const refusing = ws.link('ws://live.test/refuse');
    let attempts = 0;
    server.use(
      refusing.addEventListener('connection', ({ client }) => {
        attempts += 1;
        client.close(1000, 'no');
      }),
    );
    let gaveUp = 0;
    const topic = subscribeLiveTopic({
      url: () => 'ws://live.test/refuse',
      destination: '/user/topic/notifications',
      onMessage: () => {},
      onGiveUp: () => (gaveUp += 1),
      reconnectDelayMs: 10,
    });
    await expect.poll(() => gaveUp, { timeout: 3000 }).toBe(1);
    expect(attempts).toBe(3);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(attempts).toBe(3);
    await topic.close();
  });

  it('does not connect without a session', async () => {
    let gaveUp = false;
    const topic = subscribeLiveTopic({
      url: () => null,
      destination: '/user/topic/notifications',
      onMessage: () => {},
      onGiveUp: () => (gaveUp = true),
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(gaveUp).toBe(false);
    await topic.close();
  });
});

describe('a live message is shown only when it is a notification', () => {
  const valid = {
    uuid: 'n1',
    status: 'UNREAD',
    type: 'WARN',
    message: '<b>Fryer 2</b> low',
    eventTime: 1,
  };

  it('accepts the declared shape', () => {
    expect(parseLiveNotification(JSON.stringify(valid))).toEqual(valid);
  });

  it.each([
    ['not JSON', '{oops'],
    ['an unknown type', JSON.stringify({ ...valid, type: 'PANIC' })],
    ['a missing message', JSON.stringify({ ...valid, message: undefined })],
    ['an array', '[]'],
  ])('drops %s', (_name, body) => {
    expect(parseLiveNotification(body)).toBeNull();
  });
});

describe('notification messages are sanitised (spec 000 §3: message is HTML)', () => {
  it('keeps simple formatting and safe links, opened in a new tab without an opener', () => {
    expect(sanitizeHtml('<b>Fryer 2</b> <em>low</em>')).toBe('<b>Fryer 2</b> <em>low</em>');
    expect(sanitizeHtml('<a href="https://kitchen.test/r/1">report</a>')).toBe(
      '<a href="https://kitchen.test/r/1" target="_blank" rel="noopener noreferrer">report</a>',
    );
  });

  it.each([
    '<img src=x onerror=alert(1)>',
    '<script>alert(1)</script>',
    '<a href="javascript:alert(1)">x</a>',
    '<svg onload=alert(1)>',
    '<div style="background:url(javascript:alert(1))" onclick="alert(1)">x</div>',
    '<iframe src="https://evil.test"></iframe>',
    '<form action="https://evil.test"><input name=a></form>',
    '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
  ])('removes what could run in %s', (html) => {
    const clean = sanitizeHtml(html);
    expect(clean).not.toMatch(/<script|<img|<svg|<iframe|<form|<style|on\w+=|javascript:|style=/i);
  });

  it('gives plain text for system notifications', () => {
    expect(htmlToText('<b>Fryer 2</b>\n too <script>x</script>hot')).toBe('Fryer 2 too hot');
  });
});
