import { describe, expect, it } from 'vitest';
import { anyAddress, declaredEndpoints } from '../../helpers/declared-endpoints';
import { createSandbox } from '../../../sandbox/app';
import { call, signInAs } from './sandbox-client';

const endpoints = await declaredEndpoints();

describe('declared endpoints: client, sandbox and tests share one declaration', () => {
  it('finds the declarations', () => {
    expect(endpoints.length).toBeGreaterThan(0);
  });

  it.each(endpoints)(
    '%s is served by the sandbox, not answered as an unknown path',
    async (_name, declared) => {
      const sandbox = createSandbox();
      const { accessToken } = await signInAs(sandbox, 'admin@demo.kitchen');
      const answer = await call(sandbox, declared.method, anyAddress(declared), {
        token: accessToken,
        body: declared.body ? {} : undefined,
      });
      expect(answer.json.message ?? '').not.toMatch(/^Not found: /);
    },
  );
});
