import { Hono } from 'hono';
import { NOTIFICATIONS_DESTINATION } from '../src/api/notifications/notifications.endpoints';
import type { SandboxApi, SandboxContext, SandboxEnv } from './context';
import { controlTokenFromEnv } from './control-token';
import { createOutbox } from './outbox';
import { createRequestLog } from './request-log';
import { createResetTokens, DEFAULT_RESET_TTL_SECONDS } from './reset-tokens';
import { admitRequest, failureResponse, SandboxFailure } from './route';
import { registerAnalyticsRoutes } from './routes/analytics';
import { registerAuditRoutes, registerAuditTrailRoutes } from './routes/audit';
import { registerSupportRoutes } from './routes/support';
import { auditRecorder } from './audit-recorder';
import { registerAuthRoutes } from './routes/auth';
import { createControlRoutes } from './routes/control';
import { registerMultiFactorRoutes } from './routes/multi-factor';
import { registerNotificationRoutes } from './routes/notifications';
import { registerPushRoutes } from './routes/push';
import { createPushSender, type PushOptions } from './push/web-push';
import { dropSessionPushSubscriptions } from './push/subscriptions';
import { createCspReports } from './csp-report-store';
import { registerCspReportRoute } from './csp-reports';
import { registerPasswordRoutes } from './routes/passwords';
import { registerPotatoRoutes } from './routes/potato';
import { registerPerformanceRoutes } from './routes/performance';
import { registerEventsAnalyticsRoutes } from './routes/events-analytics';
import { registerEventAnalyticRoutes } from './routes/event-analytic';
import { registerEventRoutes } from './routes/events';
import { registerMaterialsRoutes } from './routes/materials';
import { registerStockOutRoutes } from './routes/stock-out';
import { registerTimerHistoryRoutes } from './routes/timer-history';
import { registerRecommendationHistoryRoutes } from './routes/recommendation-history';
import { registerReportRoutes } from './routes/reports';
import { registerUnusualRoutes } from './routes/unusual';
import { registerRestaurantRoutes } from './routes/restaurants';
import { registerSessionRoutes } from './routes/sessions';
import { registerUserRoutes } from './routes/users';
import { registerRoleRoutes } from './routes/roles';
import { registerDeviceRoutes } from './routes/devices';
import { registerTabletRoutes } from './routes/tablets';
import { registerMediaGateway } from './routes/media-gateway';
import { registerProductionRoutes, registerTabletSocket } from './routes/production';
import { registerOrderRoutes } from './routes/orders';
import { registerFryerRoutes } from './routes/fryers';
import { registerAdjustmentRoutes } from './routes/adjustment';
import { registerDictionaryRoutes } from './routes/dictionaries';
import { registerMonitoringRoutes } from './routes/monitoring';
import { registerAlertRoutes } from './routes/alerts';
import { registerCameraRoutes } from './routes/cameras';
import { registerRecordingRoutes } from './routes/recordings';
import { registerRecordRoutes } from './routes/records';
import { registerStreamRoutes } from './routes/streams';
import { registerStreamActivityRoutes } from './routes/stream-activity';
import { registerPnpRoutes } from './routes/pnp';
import { startMonitoring } from './monitoring/alert-sync';
import { createSeed, SANDBOX_SEED } from './seed';
import { createSignInThrottle } from './sign-in-throttle';
import { profileFromEnv, type SandboxProfile } from './spec-profile/profile';
import { addSpecExtras } from './spec-profile/seed-extras';
import { createBroker, type Authenticate } from './stomp/broker';
import {
  createTokenService,
  DEFAULT_ACCESS_TTL_SECONDS,
  DEFAULT_REFRESH_TTL_SECONDS,
  ttlFromEnv,
} from './tokens';

/** Where the provider API lives, as the console's default runtime config says. */
export const API_BASE = '/api/v1';
export const CONTROL_BASE = '/__sandbox';
/**
 * Paths the sandbox answers (unknown ones with a JSON 404); the Node server sends everything
 * else to `dist/`, so a mistyped API path never gets the console's index.html.
 */
export function isSandboxPath(pathname: string): boolean {
  return /^\/(api|__sandbox|device|media-gateway|csp-reports)(\/|$)/.test(pathname);
}

export interface SandboxOptions {
  /** The sandbox clock in epoch ms; the seed is generated relative to it. Default `Date.now`. */
  now?: () => number;
  /** Access token lifetime in seconds; default `SANDBOX_ACCESS_TTL` or 900. */
  accessTtl?: number;
  /** Refresh token lifetime in seconds; default `SANDBOX_REFRESH_TTL` or 86400. */
  refreshTtl?: number;
  /** Password-reset link lifetime in seconds; default `SANDBOX_RESET_TTL` or 1800. */
  resetTtl?: number;
  seed?: number;
  /** Restaurants in the chain (at least the 17 named ones); default `SANDBOX_RESTAURANTS`. */
  restaurants?: number;
  /** The STOMP heart-beat the server offers (sx, sy) in ms; default 10000,10000. */
  stompHeartBeat?: readonly [number, number];
  /** Which provider it plays; default `SANDBOX_PROFILE` (spec-profile/profile.ts). */
  profile?: SandboxProfile;
  /** Where Web Push may go and through what agent (push/web-push.ts). */
  push?: PushOptions;
  /**
   * Proxies whose `X-Forwarded-For` names the caller (route.ts `requestClient`); default
   * `SANDBOX_TRUSTED_PROXIES` (addresses, comma-separated), else none.
   */
  trustedProxies?: readonly string[];
}

export interface Sandbox {
  app: Hono<SandboxEnv>;
  /**
   * Back to the seed: chain (users, auth log, notifications) re-generated at the current clock;
   * sessions, rate limits, request log, reset links and outbox cleared; sockets closed.
   */
  reset(): void;
  context: SandboxContext;
  /**
   * What a call to the control API (`/__sandbox/*`) must carry (control-token.ts):
   * `SANDBOX_CONTROL_TOKEN`, else a random one made with the sandbox.
   */
  controlToken: string;
}

/** `SANDBOX_TRUSTED_PROXIES`: addresses, comma-separated; unset or empty, none. */
function trustedProxiesFromEnv(): string[] {
  return (process.env.SANDBOX_TRUSTED_PROXIES ?? '')
    .split(',')
    .map((address) => address.trim())
    .filter((address) => address !== '');
}

/** `SANDBOX_RESTAURANTS`: a chain of that many restaurants (e.g. 2000); unset, the named ones. */
function restaurantsFromEnv(): number | undefined {
  const raw = process.env.SANDBOX_RESTAURANTS?.trim();
  const count = raw ? Number(raw) : NaN;
  return Number.isSafeInteger(count) && count > 0 ? Math.min(count, 100_000) : undefined;
}

const SIGN_IN_FAILURE_LIMIT = 5;
const SIGN_IN_WINDOW_MS = 60_000;

export function createSandbox(options: SandboxOptions = {}): Sandbox {
  const now = options.now ?? Date.now;
  const seed = options.seed ?? SANDBOX_SEED;
  const restaurantCount = options.restaurants ?? restaurantsFromEnv();
  const profile = options.profile ?? profileFromEnv();
  const seedChain = () => {
    const chain = createSeed(now(), seed, restaurantCount);
    return profile === 'spec' ? addSpecExtras(chain) : chain;
  };
  const context: SandboxContext = {
    now,
    profile,
    chain: seedChain(),
    tokens: createTokenService({
      now,
      opaque: profile === 'spec',
      accessTtlSeconds:
        options.accessTtl ?? ttlFromEnv('SANDBOX_ACCESS_TTL', DEFAULT_ACCESS_TTL_SECONDS),
      refreshTtlSeconds:
        options.refreshTtl ?? ttlFromEnv('SANDBOX_REFRESH_TTL', DEFAULT_REFRESH_TTL_SECONDS),
    }),
    signInThrottle: createSignInThrottle({
      now,
      limit: SIGN_IN_FAILURE_LIMIT,
      windowMs: SIGN_IN_WINDOW_MS,
    }),
    trustedProxies: options.trustedProxies ?? trustedProxiesFromEnv(),
    requests: createRequestLog(),
    resetTokens: createResetTokens({
      now,
      ttlSeconds: options.resetTtl ?? ttlFromEnv('SANDBOX_RESET_TTL', DEFAULT_RESET_TTL_SECONDS),
    }),
    outbox: createOutbox(),
    cspReports: createCspReports(),
    heldAnswers: new Map(),
    broker: createBroker({
      // The socket admits the same sessions as the REST calls: not blocked, verified, in date.
      authenticate: (token) => socketAdmission(context, token),
      destinations: [NOTIFICATIONS_DESTINATION],
      heartBeat: options.stompHeartBeat,
    }),
    push: createPushSender(options.push),
  };
  // A device's push subscription ends with the session that made it, however that ends.
  context.tokens.onSessionEnded((session) =>
    dropSessionPushSubscriptions(context.chain, session.id),
  );

  function reset(): void {
    context.chain = seedChain();
    context.tokens.clear();
    context.signInThrottle.reset();
    context.requests.clear();
    context.resetTokens.clear();
    context.outbox.clear();
    context.cspReports.clear();
    context.heldAnswers.clear();
    // Their tokens were just ended; clients reconnect and are refused like any ended session.
    context.broker.closeAll('Sandbox reset');
  }

  const app = new Hono<SandboxEnv>();

  app.use('*', async (c, next) => {
    c.set('sandbox', context);
    await next();
  });

  app.use(`${API_BASE}/*`, async (c, next) => {
    await next();
    const hold = context.heldAnswers.get(c.req.path);
    if (hold !== undefined) {
      context.heldAnswers.delete(c.req.path);
      await new Promise((resolve) => setTimeout(resolve, hold));
    }
    // Provider answers are per user and change: keep them out of HTTP and service-worker caches.
    c.res.headers.set('Cache-Control', 'no-store');
    context.requests.record({
      method: c.req.method,
      path: c.req.path,
      time: now(),
      status: c.res.status,
    });
  });

  // Every recorded action adds its line to the audit trail (audit-recorder.ts).
  app.use(`${API_BASE}/*`, auditRecorder(API_BASE));

  const api: SandboxApi = new Hono<SandboxEnv>();
  registerAuthRoutes(api);
  registerMultiFactorRoutes(api);
  registerSessionRoutes(api);
  registerUserRoutes(api);
  registerRoleRoutes(api);
  registerDeviceRoutes(api);
  registerTabletRoutes(api);
  registerOrderRoutes(api);
  registerPasswordRoutes(api);
  registerAuditRoutes(api);
  registerAuditTrailRoutes(api);
  registerSupportRoutes(api);
  registerRestaurantRoutes(api);
  registerNotificationRoutes(api);
  registerPushRoutes(api);
  registerAnalyticsRoutes(api);
  registerPotatoRoutes(api);
  registerPerformanceRoutes(api);
  registerEventsAnalyticsRoutes(api);
  registerEventAnalyticRoutes(api);
  registerMaterialsRoutes(api);
  registerStockOutRoutes(api);
  registerTimerHistoryRoutes(api);
  registerRecommendationHistoryRoutes(api);
  registerEventRoutes(api);
  registerReportRoutes(api);
  registerUnusualRoutes(api);
  registerProductionRoutes(api);
  registerFryerRoutes(api);
  registerAdjustmentRoutes(api);
  registerDictionaryRoutes(api);
  registerMonitoringRoutes(api);
  registerAlertRoutes(api);
  registerCameraRoutes(api);
  registerRecordingRoutes(api);
  registerRecordRoutes(api);
  registerStreamRoutes(api);
  registerStreamActivityRoutes(api);
  registerPnpRoutes(api);
  // A server process (SANDBOX_MONITORING_EVERY or SANDBOX_PROMETHEUS_URL) pulls alerts itself.
  startMonitoring(context);
  app.route(API_BASE, api);
  const controlToken = controlTokenFromEnv();
  app.route(CONTROL_BASE, createControlRoutes(reset, controlToken));
  // Where browsers report the console's policy violations (the policy names it).
  registerCspReportRoute(app);
  // The tablet socket lives outside /api/v1, as spec 001 §7 spells it.
  registerTabletSocket(app);
  // So does the media gateway's signalling proxy, at the janusHost the camera calls answer.
  registerMediaGateway(app);

  app.notFound((c) => failureResponse(c, 404, `Not found: ${c.req.method} ${c.req.path}`));

  app.onError((error, c) => {
    if (error instanceof SandboxFailure) return failureResponse(c, error.status, error.message);
    // The stack goes to the log only; the caller gets the envelope, never a trace.
    console.error(`Sandbox error on ${c.req.method} ${c.req.path}:`, error);
    return failureResponse(c, 500, 'Internal sandbox error');
  });

  return { app, reset, context, controlToken };
}

function socketAdmission(context: SandboxContext, token: string): ReturnType<Authenticate> {
  try {
    return { userUuid: admitRequest(context, `Bearer ${token}`, []).user.uuid };
  } catch (error) {
    if (error instanceof SandboxFailure) return { refused: error.message };
    throw error;
  }
}

let defaultSandbox: Sandbox | undefined;

/**
 * The one sandbox a process shares: the Node server serves it and vitest plugs it into msw
 * (`http.all('*\/api/v1/*', ({ request }) => getDefaultSandbox().app.fetch(request))`).
 */
export function getDefaultSandbox(): Sandbox {
  defaultSandbox ??= createSandbox();
  return defaultSandbox;
}
