/**
 * Brings the monitoring source's firing alerts into the alert store, and tells people about new
 * critical ones: a live notification on the STOMP channel (stored in their list too) to every
 * user with MONITORING VIEW who sees the alert's restaurant and takes notifications. The server
 * syncs every few seconds (`startMonitoring`); every /alerts call syncs first, so a test without
 * a server (msw) sees the same.
 */
import { can } from '../../src/lib/access';
import type { SandboxContext } from '../context';
import { alertsOf, type Alert } from '../model/alerts';
import { accessSubject } from '../route';
import { notify } from '../routes/notifications';
import { canSeeHost } from './hosts';
import { monitoringOf } from './source';

/** How often the server pulls the source's alerts (Prometheus evaluates its rules every 2 s). */
const SYNC_EVERY_MS = 2_000;

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** How the notification names a rule; others are their name in words (`HostDown` → 'Host down'). */
const TITLES: Record<string, string> = {
  GpuTemperatureCritical: 'GPU temperature critical',
  CpuUsageCritical: 'CPU usage critical',
  DiskSpaceCritical: 'Disk almost full',
  HostDown: 'Kitchen PC not answering',
};

function titleOf(name: string): string {
  const words = name.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase();
  return TITLES[name] ?? words.charAt(0).toUpperCase() + words.slice(1);
}

/** The notification's HTML: what and where, and a link to the alert (its id in `alert=`). */
function criticalAlertMessage(alert: Alert): string {
  const where = alert.restaurantNumber === null ? '' : ` (#${alert.restaurantNumber})`;
  return `<b>${escapeHtml(titleOf(alert.name))}</b>${escapeHtml(where)}: ${escapeHtml(alert.summary)} — <a href="/monitoring/alerts?alert=${encodeURIComponent(alert.id)}">open alerts</a>`;
}

/** Pulls the firing alerts once; answers the alerts that started with this pull. */
export async function syncAlerts(context: SandboxContext): Promise<Alert[]> {
  const source = monitoringOf(context);
  const now = context.now();
  source.refresh(now);
  const started = alertsOf(context.chain).sync(await source.firing(now), now);
  for (const alert of started.filter((candidate) => candidate.severity === 'critical'))
    notifyCritical(context, alert);
  return started;
}

function notifyCritical(context: SandboxContext, alert: Alert): void {
  const message = criticalAlertMessage(alert);
  for (const user of context.chain.users) {
    if (user.blocked || !user.notification) continue;
    if (!can(accessSubject(context, user), 'MONITORING', 'VIEW')) continue;
    if (!canSeeHost(user, alert)) continue;
    notify(context, user.uuid, {
      type: 'ERROR',
      message,
      ...(alert.restaurantNumber !== null && { restaurantNumber: alert.restaurantNumber }),
    });
  }
}

/**
 * `SANDBOX_MONITORING_EVERY`: seconds between syncs (0: off); unset, 2 with a Prometheus
 * (`SANDBOX_PROMETHEUS_URL`), else off. Null when neither is set: not a server that monitors.
 */
function syncEveryFromEnv(): number | null {
  const raw = process.env.SANDBOX_MONITORING_EVERY?.trim();
  if (raw) {
    const seconds = Number(raw);
    return Number.isFinite(seconds) && seconds >= 0 ? seconds * 1000 : 0;
  }
  return process.env.SANDBOX_PROMETHEUS_URL ? SYNC_EVERY_MS : null;
}

/**
 * For a server process (`npm start`, the e2e server: they set `SANDBOX_MONITORING_EVERY` or
 * `SANDBOX_PROMETHEUS_URL`): logs which monitoring source serves and syncs the alerts every few
 * seconds (a failing sync is logged once until one succeeds). Without either variable (unit
 * tests) it does nothing, so no alert arrives unasked. Answers a stop function.
 */
export function startMonitoring(context: SandboxContext, log = console.log): () => void {
  const every = syncEveryFromEnv();
  if (every === null) return () => {};
  log(monitoringOf(context).describe());
  if (every === 0) return () => {};
  let failing = false;
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    syncAlerts(context)
      .then(() => {
        failing = false;
      })
      .catch((error: unknown) => {
        if (!failing) console.error(`Monitoring: alert sync failed: ${String(error)}`);
        failing = true;
      })
      .finally(() => {
        running = false;
      });
  }, every);
  timer.unref();
  return () => clearInterval(timer);
}
