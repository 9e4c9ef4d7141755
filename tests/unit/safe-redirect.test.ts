import { describe, expect, it } from 'vitest';
import { safeRedirectPath } from '../../src/lib/safe-redirect';

describe('redirect after sign-in', () => {
  it('keeps a path on this origin with its query', () => {
    expect(safeRedirectPath('/restaurants?x=1')).toBe('/restaurants?x=1');
  });

  it('keeps a path whose dot segments stay on this origin, resolved', () => {
    expect(safeRedirectPath('/users/../restaurants#top')).toBe('/restaurants#top');
    expect(safeRedirectPath('/events?redirect=//evil.example&share=100%')).toBe(
      '/events?redirect=//evil.example&share=100%',
    );
  });

  it.each([
    undefined,
    '',
    'https://evil.example/',
    '//evil.example',
    '/\\evil.example',
    'javascript:alert(1)',
    '/login',
    // Paths that turn into `//host` or `/\host` once dot segments, tabs and escapes are read
    // (docs/decisions/sign-in-and-access.md, "The console's own defences").
    '/..//evil.example',
    '/.//evil.example',
    '/a/../..//evil.example',
    '/.\\/evil.example',
    '/..\\\\evil.example',
    '/\t/evil.example',
    '/\n/evil.example',
    '/%2F/evil.example',
    '/%5C/evil.example',
    '/%5c%5cevil.example',
    '/%E0%A4%A',
  ])('sends %j home instead', (value) => {
    expect(safeRedirectPath(value)).toBe('/');
  });
});
