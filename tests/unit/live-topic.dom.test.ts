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
    await expect.poll(() => gaveUp).toBe(1);
    expect(attempts).toBe(3);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(attempts).toBe(3);
    await topic.close();
  });

  it('says when the provider closes an open channel (its sessions were ended), not when the console closes it', async () => {
    const closing = ws.link('ws://live.test/close');
    let connections = 0;
    server.use(
      closing.addEventListener('connection', ({ client }) => {
        connections += 1;
        client.addEventListener('message', (event) => {
          // The console's own close: DISCONNECT, then the socket closes.
          if (String(event.data).startsWith('DISCONNECT')) client.close(1000, 'bye');
          if (!String(event.data).startsWith('CONNECT')) return;
          client.send('CONNECTED\nversion:1.2\nheart-beat:0,0\n\n\0');
          // The first channel is ended by the provider; the reconnected one stays open.
          if (connections === 1) setTimeout(() => client.close(1008, 'Session ended'), 20);
        });
      }),
    );
    let dropped = 0;
    const topic = subscribeLiveTopic({
      url: () => 'ws://live.test/close',
      destination: '/user/topic/notifications',
      onMessage: () => {},
      onDropped: () => (dropped += 1),
      reconnectDelayMs: 10,
    });
    await expect.poll(() => connections).toBe(2);
    expect(dropped).toBe(1);
    await topic.close();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(dropped).toBe(1);
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

  it('keeps a type the console does not know: the provider\'s value, shown as its code (docs/decisions/provider-api.md, "Reading answers")', () => {
    const panic = { ...valid, type: 'PANIC' };
    expect(parseLiveNotification(JSON.stringify(panic))).toEqual(panic);
  });

  it.each([
    ['not JSON', '{oops'],
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
