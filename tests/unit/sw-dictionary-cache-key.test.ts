import { describe, expect, it } from 'vitest';
import { dictionaryCacheKey } from '../../src/lib/sw-messages';

/*
 * The service worker's dictionary cache (sw/dictionaries-cache.ts) keys each answer by the
 * session's user, whom the page names: tokens are opaque to the console
 * (docs/decisions/provider-api.md, "Paths the spec leaves open").
 */
const URL_OF = 'https://console.test/api/v1/dictionaries/materials/all?limit=20';
/** A real provider's token: no dots, nothing to decode. */
const OPAQUE = 'Bearer 3f9a1c0e7b2d4a65b8e9f0c1d2a3b4c5';

describe('the dictionary cache key', () => {
  it('keys an answer asked with an opaque token (provider-api.md: tokens are opaque) by the session user the page named', () => {
    const key = dictionaryCacheKey(URL_OF, OPAQUE, 'user-41');
    expect(key).not.toBeNull();
    const url = new URL(key!);
    expect(url.searchParams.get('kc-user')).toBe('user-41');
    expect(url.searchParams.get('limit')).toBe('20');
    expect(url.pathname).toBe('/api/v1/dictionaries/materials/all');
    // The token is the provider's to read: it never becomes part of a key.
    expect(key).not.toContain('3f9a1c0e');
  });

  it('gives two users on one tablet two keys for the same call', () => {
    expect(dictionaryCacheKey(URL_OF, OPAQUE, 'user-41')).not.toBe(
      dictionaryCacheKey(URL_OF, OPAQUE, 'user-42'),
    );
  });

  it('caches nothing before the page names a user (or after sign-out forgot them)', () => {
    expect(dictionaryCacheKey(URL_OF, OPAQUE, null)).toBeNull();
  });

  it('caches nothing for a call without a bearer token', () => {
    expect(dictionaryCacheKey(URL_OF, null, 'user-41')).toBeNull();
    expect(dictionaryCacheKey(URL_OF, 'Basic dXNlcjpwYXNz', 'user-41')).toBeNull();
  });
});
