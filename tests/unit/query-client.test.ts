import { describe, expect, it } from 'vitest';
import { RETRY_DELAY_MS, shouldRetry } from '../../src/lib/query-client';

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
