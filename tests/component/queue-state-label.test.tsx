/**
 * The queue's state label (docs/decisions/production.md, "The floor layout"): what the crew needs
 * to know of the live queue, in its words, in English and Spanish. The provider's own connection
 * state (spec 001 §4 'Queue connection: BEGIN and COMPLETED') stays in the label's title.
 */
import { act, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { QueueStateLabel } from '../../src/features/production/queue-state-label';
import { EMPTY_QUEUE, type QueueState } from '../../src/features/production/queue-state';
import type { QueueLive } from '../../src/features/production/use-queue-live';
import { setLocale } from '../../src/lib/i18n/i18n';

/** 11:15:04 in the kitchen's zone (UTC here), the last message's arrival. */
const LAST_MESSAGE = Date.UTC(2026, 4, 14, 11, 15, 4);

const loaded: QueueState = {
  ...EMPTY_QUEUE,
  loaded: true,
  connection: 'COMPLETED',
  lastMessageAt: LAST_MESSAGE,
};

function label(live: QueueLive, { stale = false, now = LAST_MESSAGE + 1_000 } = {}) {
  const { container, unmount } = render(
    <QueueStateLabel live={live} stale={stale} now={now} timeZone="UTC" />,
  );
  const root = container.querySelector('[data-connection]')!;
  const shown = {
    text: root.textContent,
    kind: root.getAttribute('data-connection'),
    title: root.getAttribute('title'),
    announced: root.querySelector('[role="status"]')!.textContent,
  };
  unmount();
  return shown;
}

afterEach(() => act(() => setLocale('en', false)));

describe('the queue state label says what the crew needs (docs/decisions/production.md "The floor layout")', () => {
  it('live: "Live · updated" with the last message’s time on the kitchen’s clock; only the word is announced, not the ticking time', () => {
    expect(label({ queue: loaded, channel: { kind: 'open' } })).toEqual({
      text: 'Live · updated 11:15:04 AM',
      kind: 'live',
      title: 'Queue connection (provider): COMPLETED',
      announced: 'Live',
    });
  });

  it('a dropped channel says "Reconnecting…", never Live', () => {
    const shown = label({ queue: loaded, channel: { kind: 'dropped', retryAt: LAST_MESSAGE } });
    expect(shown.text).toBe('Reconnecting…');
    expect(shown.kind).toBe('reconnecting');
  });

  it('rows older than the stale limit say for how long nothing came, whatever the channel says (spec 001 §4 BEGIN/COMPLETED is not "live")', () => {
    const now = LAST_MESSAGE + 40_000;
    for (const channel of [{ kind: 'open' as const }, { kind: 'dropped' as const, retryAt: now }]) {
      const shown = label({ queue: loaded, channel }, { stale: true, now });
      expect(shown.text).toBe('Stale: no update for 40 s');
      expect(shown.kind).toBe('stale');
      expect(shown.announced).toBe('Stale');
    }
  });

  it('until the provider says COMPLETED, "Connecting…"; a refused channel, "Refused"', () => {
    expect(label({ queue: EMPTY_QUEUE, channel: { kind: 'connecting' } }).text).toBe('Connecting…');
    const begun = label({ queue: { ...loaded, connection: 'BEGIN' }, channel: { kind: 'open' } });
    expect(begun.text).toBe('Connecting…');
    expect(begun.title).toBe('Queue connection (provider): BEGIN');
    expect(
      label({ queue: loaded, channel: { kind: 'refused', reason: 'No access to PCS' } }).text,
    ).toBe('Refused');
  });

  it('in Spanish', async () => {
    await act(() => setLocale('es', false));
    expect(label({ queue: loaded, channel: { kind: 'open' } }).text).toBe(
      'En vivo · actualizado 11:15:04 AM',
    );
    expect(label({ queue: loaded, channel: { kind: 'dropped', retryAt: LAST_MESSAGE } }).text).toBe(
      'Reconectando…',
    );
    expect(
      label(
        { queue: loaded, channel: { kind: 'open' } },
        { stale: true, now: LAST_MESSAGE + 40_000 },
      ).text,
    ).toBe('Desactualizado: sin cambios desde hace 40 s');
  });
});
