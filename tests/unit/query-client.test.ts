import { describe, expect, it } from 'vitest';
import {
  createQueryClient,
  FRESH_FAILURE_MS,
  RETRY_DELAY_MS,
  retriesOnMount,
  shouldRetry,
} from '../../src/lib/query-client';

describe('spec 000 §4 "Data loads": only a failure a second try may mend is retried, once', () => {
  it.each([
    [600, 'no response', true],
    [500, 'a server error', true],
    [503, 'a server error', true],
    [400, 'a bad request', false],
    [401, 'an ended session (the refresh already tried)', false],
    [404, 'not found', false],
    [429, 'too many requests', false],
    [601, 'an answer of the wrong shape', false],
  ])('%i (%s): retried %s', (code, _what, retried) => {
    expect(shouldRetry(0, { code })).toBe(retried);
    expect(shouldRetry(1, { code })).toBe(false);
  });

  it('does not retry an error without a code', () => {
    expect(shouldRetry(0, new Error('boom'))).toBe(false);
  });

  it('says No information within 3 s of the first failure: one retry, a second later', () => {
    expect(RETRY_DELAY_MS).toBeLessThanOrEqual(3_000);
  });
});

describe('a page that mounts after its warm-up failed (page scope, spec 000 §4)', () => {
  const failedAt = (errorUpdatedAt: number) => ({ state: { status: 'error', errorUpdatedAt } });
  const now = 1_000_000;

  it('does not ask again for a load that failed moments ago: a 4xx is not retried', () => {
    expect(retriesOnMount(failedAt(now - 500), now)).toBe(false);
  });

  it('asks again on a later visit, and always for a load that did not fail', () => {
    expect(retriesOnMount(failedAt(now - FRESH_FAILURE_MS), now)).toBe(true);
    expect(retriesOnMount({ state: { status: 'success', errorUpdatedAt: now } }, now)).toBe(true);
  });

  it("is the console query client's rule", () => {
    const query = { state: { status: 'error', errorUpdatedAt: Date.now() } };
    const rule = createQueryClient().getDefaultOptions().queries?.retryOnMount;
    expect(typeof rule === 'function' ? rule(query as never) : rule).toBe(false);
  });
});
