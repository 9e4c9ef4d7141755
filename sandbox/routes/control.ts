import { Hono, type Context, type MiddlewareHandler } from 'hono';
import * as v from 'valibot';
import { NOTIFICATION_TYPES } from '../../src/api/notifications/notifications.schema';
import type { SandboxEnv } from '../context';
import { camerasOf } from '../model/cameras';
import { kitchenQueuesOf } from '../model/kitchen-queues';
import { findUserByEmail } from '../model/users';
import { CONTROL_TOKEN_HEADER, CONTROL_TOKEN_PARAM, holdsControlToken } from '../control-token';
import { failureResponse } from '../route';
import { notify } from './notifications';
import { registerMonitoringControl } from '../monitoring/control';

const rushBodySchema = v.object({
  restaurantUuid: v.pipe(v.string(), v.nonEmpty()),
  factor: v.pipe(v.number(), v.minValue(1), v.maxValue(50)),
});

const fastForwardBodySchema = v.object({
  restaurantUuid: v.pipe(v.string(), v.nonEmpty()),
  seconds: v.pipe(v.number(), v.minValue(1), v.maxValue(3600)),
});

const holdBodySchema = v.object({
  path: v.pipe(v.string(), v.startsWith('/api/v1/')),
  ms: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(30_000)),
});

const notifyBodySchema = v.object({
  email: v.pipe(v.string(), v.trim(), v.nonEmpty()),
  type: v.optional(v.picklist(NOTIFICATION_TYPES), 'INFO'),
  message: v.pipe(v.string(), v.trim(), v.nonEmpty(), v.maxLength(2000)),
});

/**
 * A kitchen call's body: 400 with `usage` when it does not parse, 404 when its restaurant is not
 * in the chain.
 */
async function kitchenBody<T extends { restaurantUuid: string }>(
  c: Context<SandboxEnv>,
  schema: v.GenericSchema<unknown, T>,
  usage: string,
): Promise<T | Response> {
  const body = v.safeParse(schema, await c.req.json().catch(() => null));
  if (!body.success) return failureResponse(c, 400, usage);
  const { restaurantUuid } = body.output;
  if (!c.var.sandbox.chain.restaurants.some((restaurant) => restaurant.uuid === restaurantUuid))
    return failureResponse(c, 404, `No restaurant ${restaurantUuid}`);
  return body.output;
}

/**
 * Lets through only the calls that carry `token` (control-token.ts); any other gets the same 404
 * as a path that does not exist, so an anonymous caller cannot even tell the control API is there.
 */
function requireControlToken(token: string): MiddlewareHandler<SandboxEnv> {
  return async (c, next) => {
    const presented = c.req.header(CONTROL_TOKEN_HEADER) ?? c.req.query(CONTROL_TOKEN_PARAM);
    if (!holdsControlToken(token, presented))
      return failureResponse(c, 404, `Not found: ${c.req.method} ${c.req.path}`);
    await next();
  };
}

/**
 * The control API for tests and demos, outside the provider's paths: reset to the seed, read
 * the request log and the outbox, clear the sign-in limit, block and unblock users, expire
 * reset links, send a notification. Only for a caller holding `token` (control-token.ts).
 */
export function createControlRoutes(reset: () => void, token: string): Hono<SandboxEnv> {
  const control = new Hono<SandboxEnv>();
  control.use('*', requireControlToken(token));

  control.post('/reset', (c) => {
    reset();
    return c.json({ reset: true, seededAt: c.var.sandbox.chain.seededAt });
  });

  /** Forgets failed sign-ins (the 429 limit) and nothing else: sessions stay signed in. */
  control.post('/sign-in-throttle/clear', (c) => {
    c.var.sandbox.signInThrottle.reset();
    return c.json({ cleared: true });
  });

  /** `?path=/api/v1/auth/refresh` (exact path) and `?method=POST` narrow the list. */
  control.get('/requests', (c) => {
    const requests = c.var.sandbox.requests.list({
      path: c.req.query('path'),
      method: c.req.query('method'),
    });
    return c.json({ count: requests.length, requests });
  });

  /** The content-security-policy violations browsers reported (csp-reports.ts), oldest first. */
  control.get('/csp-reports', (c) => {
    const reports = c.var.sandbox.cspReports.list();
    return c.json({ count: reports.length, reports });
  });

  /** The e-mails sent, oldest first; `?email=` narrows to one recipient. */
  control.get('/outbox', (c) =>
    c.json({ messages: c.var.sandbox.outbox.list(c.req.query('email')) }),
  );

  /** Blocks or unblocks a user: a blocked user's every call answers 403 'User is blocked'. */
  for (const action of ['block', 'unblock'] as const) {
    control.post(`/users/:email/${action}`, (c) => {
      const user = findUserByEmail(c.var.sandbox.chain.users, c.req.param('email'));
      if (!user) return failureResponse(c, 404, `No user ${c.req.param('email')}`);
      user.blocked = action === 'block';
      return c.json({ email: user.email, blocked: user.blocked });
    });
  }

  /**
   * `{ restaurantUuid, factor }`: multiplies that kitchen's demand (1 normal, at most 50) so
   * its queue is busy at any hour, as at lunch: a test of the live monitor must not depend on
   * the time it runs at. Starts the kitchen's simulator if it is not running.
   */
  control.post('/kitchen/rush', async (c) => {
    const body = await kitchenBody(c, rushBodySchema, 'Send { restaurantUuid, factor 1–50 }');
    if (body instanceof Response) return body;
    const { restaurantUuid, factor } = body;
    kitchenQueuesOf(c.var.sandbox).open(restaurantUuid).setDemandFactor(factor);
    return c.json({ restaurantUuid, factor });
  });

  /**
   * `{ restaurantUuid, seconds }`: that kitchen's clock jumps ahead (at most an hour a call)
   * and its queue moves there at once, telling the tablet sockets every change: a test of the
   * live monitor waits for a batch to advance, not for the minutes a kitchen takes.
   */
  control.post('/kitchen/fast-forward', async (c) => {
    const body = await kitchenBody(
      c,
      fastForwardBodySchema,
      'Send { restaurantUuid, seconds 1–3600 }',
    );
    if (body instanceof Response) return body;
    const { restaurantUuid, seconds } = body;
    kitchenQueuesOf(c.var.sandbox).fastForward(restaurantUuid, seconds * 1000);
    return c.json({ restaurantUuid, seconds });
  });

  /**
   * `{ path, ms }`: the next answer to that exact API path is made at once and sent `ms` later
   * (at most 30 s), so a test can have it arrive after, say, a sign-out.
   */
  control.post('/hold', async (c) => {
    const body = v.safeParse(holdBodySchema, await c.req.json().catch(() => null));
    if (!body.success) return failureResponse(c, 400, 'Send { path under /api/v1/, ms 1–30000 }');
    c.var.sandbox.heldAnswers.set(body.output.path, body.output.ms);
    return c.json(body.output);
  });

  /** Makes every outstanding password-reset link expire now. */
  control.post('/reset-tokens/expire', (c) =>
    c.json({ expired: c.var.sandbox.resetTokens.expireAll() }),
  );

  /**
   * `{ email, type?, message }`: stores one UNREAD notification for the user now and pushes it
   * to their open sockets; answers the notification.
   */
  control.post('/notify', async (c) => {
    let raw: unknown;
    try {
      raw = await c.req.json();
    } catch {
      return failureResponse(c, 400, 'Malformed JSON body');
    }
    const body = v.safeParse(notifyBodySchema, raw);
    if (!body.success)
      return failureResponse(
        c,
        400,
        `Invalid body: ${body.issues.map((issue) => `${v.getDotPath(issue) ?? 'body'} ${issue.message}`).join('; ')}`,
      );
    const sandbox = c.var.sandbox;
    const user = findUserByEmail(sandbox.chain.users, body.output.email);
    if (!user) return failureResponse(c, 404, `No user ${body.output.email}`);
    return c.json(
      notify(sandbox, user.uuid, { type: body.output.type, message: body.output.message }),
    );
  });

  /**
   * A camera going dark for a test of the players' retry rule: `kill` stops the
   * stream's ffmpeg feed and keeps it down, `revive` lets its next viewer start it again. 503
   * when the server runs no live video.
   */
  for (const action of ['kill', 'revive'] as const) {
    control.post(`/video/feeds/:streamId/${action}`, async (c) => {
      const media = c.var.sandbox.media;
      if (!media) return failureResponse(c, 503, 'This sandbox runs no live video');
      const streamId = Number(c.req.param('streamId'));
      if (!camerasOf(c.var.sandbox.chain).byStream(streamId))
        return failureResponse(c, 404, `No camera has stream ${c.req.param('streamId')}`);
      if (action === 'kill') await media.kill(streamId);
      else media.revive(streamId);
      return c.json({ streamId, feed: action === 'kill' ? 'killed' : 'revived' });
    });
  }

  // GET /monitoring, POST /monitoring/gpu and /monitoring/sync (sandbox/monitoring/control.ts).
  registerMonitoringControl(control);

  return control;
}
