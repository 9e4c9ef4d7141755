import { Hono } from 'hono';
import type { SandboxEnv } from '../context';

/**
 * The control API for tests and demos, outside the provider's paths: reset to the seed and
 * read the request log.
 */
export function createControlRoutes(reset: () => void): Hono<SandboxEnv> {
  const control = new Hono<SandboxEnv>();

  control.post('/reset', (c) => {
    reset();
    return c.json({ reset: true, seededAt: c.var.sandbox.chain.seededAt });
  });

  /** `?path=/api/v1/auth/refresh` (exact path) and `?method=POST` narrow the list. */
  control.get('/requests', (c) => {
    const requests = c.var.sandbox.requests.list({
      path: c.req.query('path'),
      method: c.req.query('method'),
    });
    return c.json({ count: requests.length, requests });
  });

  return control;
}
