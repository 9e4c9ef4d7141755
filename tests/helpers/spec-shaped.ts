import { http, HttpResponse } from 'msw';
import type { AnyEndpoint } from '../../src/lib/endpoint';
import { specShapedBody } from '../../sandbox/spec-profile/profile';
import { sandbox } from './msw-server';

/**
 * The endpoints answered as SANDBOX_PROFILE=spec answers them (sandbox/spec-profile): the
 * sandbox's own answer cut to the fields the spec names, a failure passed on as it is. A screen's
 * test runs under both answer shapes with it while the in-test sandbox plays `ours`.
 */
export function specShaped(...endpoints: AnyEndpoint[]) {
  return endpoints.map((endpoint) => {
    const method = endpoint.method.toLowerCase() as 'get' | 'post' | 'put' | 'patch' | 'delete';
    return http[method](`*/api/v1${endpoint.path}`, async ({ request }) => {
      const answered = await sandbox.app.fetch(request);
      const body = (await answered.json()) as { success?: boolean; results?: unknown };
      if (!answered.ok || body.success !== true)
        return HttpResponse.json(body, { status: answered.status });
      return HttpResponse.json(specShapedBody(endpoint, body.results) as object);
    });
  });
}
