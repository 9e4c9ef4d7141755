import { describe, expect, it } from 'vitest';
import { pickWindow, pushClick, pushDisplay, readPushPayload } from '../../src/lib/push-display';

/* The service worker's push notification and its click (docs/decisions/provider-api.md, "Push, our extension"). */

const AT = Date.parse('2026-11-22T14:05:00Z');
const critical = {
  uuid: 'n-1',
  type: 'ERROR',
  message:
    '<b>GPU temperature critical</b> (#1001): GPU 0 at 96 &deg;C &amp; rising — <a href="/monitoring/alerts?alert=a-42">open alerts</a>',
  eventTime: AT,
  restaurantNumber: 1001,
};

describe('what a push shows', () => {
  it('titles it by type, strips the HTML, adds the restaurant and the time', () => {
    const { title, options } = pushDisplay(critical, 'en-US', 'UTC');
    expect(title).toBe('Error');
    expect(options.body).toBe(
      'GPU temperature critical (#1001): GPU 0 at 96 °C & rising — open alerts\n#1001 · 02:05 PM',
    );
    expect(options.body).not.toMatch(/<|>/);
  });

  it('offers Open and Acknowledge on a critical alert, and only Open on another', () => {
    expect(pushDisplay(critical, 'en', 'UTC').options.actions).toEqual([
      { action: 'open', title: 'Open' },
      { action: 'acknowledge', title: 'Acknowledge' },
    ]);
    const info = { ...critical, type: 'INFO', message: 'Fryer 1 oil changed at #1001' };
    expect(pushDisplay(info, 'en', 'UTC').options.actions).toEqual([
      { action: 'open', title: 'Open' },
    ]);
  });

  it('speaks Spanish on a Spanish device', () => {
    const { title, options } = pushDisplay(critical, 'es-ES', 'UTC');
    expect(title).toBe('Error');
    expect(options.actions.map((action) => action.title)).toEqual(['Abrir', 'Reconocer']);
    expect(pushDisplay({ ...critical, type: 'WARN' }, 'es', 'UTC').title).toBe('Advertencia');
  });

  it('collapses repeats by tag: the same alert, or the same words, replace the one shown', () => {
    const again = pushDisplay({ ...critical, uuid: 'n-2', eventTime: AT + 60_000 }, 'en', 'UTC');
    expect(again.options.tag).toBe(pushDisplay(critical, 'en', 'UTC').options.tag);
    expect(again.options.renotify).toBe(true);
    const warn = { uuid: 'w', type: 'WARN', message: '<b>Strips</b> expire soon', eventTime: AT };
    const other = { ...warn, uuid: 'w2', message: '<b>Nuggets</b> expire soon' };
    expect(pushDisplay(warn, 'en').options.tag).toBe(
      pushDisplay({ ...warn, uuid: 'w3' }, 'en').options.tag,
    );
    expect(pushDisplay(warn, 'en').options.tag).not.toBe(pushDisplay(other, 'en').options.tag);
  });

  it('reads only a payload with the notification fields', () => {
    expect(readPushPayload(JSON.stringify(critical))).toEqual(critical);
    expect(readPushPayload('not json')).toBeNull();
    expect(readPushPayload(JSON.stringify({ uuid: 'x', type: 'INFO' }))).toBeNull();
  });
});

describe('where a click goes', () => {
  const data = (payload: Parameters<typeof pushDisplay>[0]) =>
    pushDisplay(payload, 'en').options.data;

  it('opens the alert itself for a critical alert', () => {
    expect(pushClick(data(critical), '')).toEqual({
      kind: 'open',
      url: '/monitoring/alerts?alert=a-42',
      uuid: 'n-1',
    });
    expect(pushClick(data(critical), 'open')).toMatchObject({
      url: '/monitoring/alerts?alert=a-42',
    });
  });

  it('acknowledges the alert on Acknowledge', () => {
    expect(pushClick(data(critical), 'acknowledge')).toEqual({
      kind: 'acknowledge',
      alertId: 'a-42',
      url: '/monitoring/alerts?alert=a-42',
    });
  });

  it("opens the message's own link, never another site's, else the console", () => {
    const report = {
      uuid: 'r',
      type: 'INFO',
      eventTime: AT,
      message: 'Ready: <a href="/reports?x=1&amp;y=2">report</a>',
    };
    expect(pushClick(data(report), '')).toMatchObject({ url: '/reports?x=1&y=2' });
    const foreign = {
      ...report,
      message: '<a href="//evil.example/">x</a> <a href="https://evil.example/">y</a>',
    };
    expect(pushClick(data(foreign), '')).toMatchObject({ url: '/' });
  });

  it.each([
    ['a backslash host', '/\\evil.example/'],
    ['a slash then a backslash', '/\\/evil.example/'],
    ['an encoded slash', '/%2F%2Fevil.example/'],
    ['an encoded backslash', '/%5Cevil.example/'],
    ['a dot segment', '/..//evil.example/'],
    ['a tab', '/\t/evil.example/'],
  ])(
    'opens no link that leaves the origin, %s (decision "Push, our extension": a path of this origin, judged as the sign-in redirect)',
    (_name, href) => {
      const message = {
        uuid: 'r',
        type: 'INFO',
        eventTime: AT,
        message: `<a href="${href}">x</a>`,
      };
      expect(pushClick(data(message), '')).toMatchObject({ url: '/' });
      // Nor one the notification's data holds, however it got there.
      expect(pushClick({ uuid: 'r', url: href }, '')).toMatchObject({ url: '/' });
    },
  );

  it("leaves a notification that is not a push's to the console's own handler", () => {
    expect(pushClick({ uuid: 'x' }, '')).toBeNull();
    expect(pushClick(null, '')).toBeNull();
    expect(pushClick({ uuid: 'x', url: 'https://evil.example/' }, '')).toBeNull();
  });

  it('focuses the focused console window, else the last focused, else opens one', () => {
    const a = { id: 'a', focused: false };
    const b = { id: 'b', focused: true };
    expect(pickWindow([a, b])).toBe(b);
    expect(pickWindow([a, { id: 'c', focused: false }])).toBe(a);
    expect(pickWindow([])).toBeUndefined();
  });
});
