import { describe, expect, it } from 'vitest';
import { safeRedirectPath } from '../../src/lib/safe-redirect';

describe('redirect after sign-in', () => {
  it('keeps a path on this origin with its query', () => {
    expect(safeRedirectPath('/restaurants?x=1')).toBe('/restaurants?x=1');
  });

  it.each([
    undefined,
    '',
    'https://evil.example/',
    '//evil.example',
    '/\\evil.example',
    'javascript:alert(1)',
    '/login',
  ])('sends %s home instead', (value) => {
    expect(safeRedirectPath(value)).toBe('/');
  });
});
