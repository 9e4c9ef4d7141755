import { timeOfDay } from '../../lib/format';
import { productionMonitor } from '../../lib/i18n/en/production-monitor';
import { registerMessages, useI18n } from '../../lib/i18n/i18n';
import type { QueueLive } from './use-queue-live';

registerMessages(productionMonitor);

/** What the crew needs to know of the queue's channel, in the order it is decided. */
type QueueStateKind = 'refused' | 'stale' | 'reconnecting' | 'live' | 'connecting';

function stateKind({ channel, queue }: QueueLive, stale: boolean): QueueStateKind {
  if (channel.kind === 'refused') return 'refused';
  // Rows older than the stale limit are never called live, whatever the channel says.
  if (queue.loaded && stale) return 'stale';
  if (channel.kind === 'dropped') return 'reconnecting';
  // Live once the queue is known whole with the socket open; a provider's BEGIN says its
  // listing is still under way (spec 001 §4), and a provider may say neither.
  if (channel.kind === 'open' && queue.loaded && queue.connection !== 'BEGIN') return 'live';
  return 'connecting';
}

/**
 * The queue's state in the crew's words (docs/decisions/production.md, "The floor layout"):
 * 'Live · updated 11:15:04', 'Reconnecting…', 'Stale: no update for 40 s', 'Connecting…' or
 * 'Refused'. The provider's own connection state (spec 001 §4 'Queue connection: BEGIN and
 * COMPLETED') is its title and `data-queue-connection`. Only the word is a live region: the
 * ticking detail beside it is not read out every second.
 */
export function QueueStateLabel({
  live,
  stale,
  now,
  timeZone,
}: {
  live: QueueLive;
  stale: boolean;
  now: number;
  timeZone?: string;
}) {
  const { t } = useI18n();
  const kind = stateKind(live, stale);
  const { lastMessageAt, connection } = live.queue;
  const detail =
    kind === 'live' && lastMessageAt !== null
      ? t('monitor.state.liveDetail', { time: timeOfDay(lastMessageAt, { timeZone }) })
      : kind === 'stale'
        ? t('monitor.state.staleDetail', {
            seconds: Math.floor((now - (lastMessageAt ?? now)) / 1000),
          })
        : null;
  return (
    <span
      className="kc-queue-state"
      data-connection={kind}
      data-queue-connection={connection ?? undefined}
      title={t('monitor.state.provider', { state: connection ?? '—' })}
    >
      <span role="status">{t(`monitor.state.${kind}`)}</span>
      {detail && <span className="kc-queue-state-detail">{detail}</span>}
    </span>
  );
}
