import { describe, expect, it } from 'vitest';
import { signIn, verifyMultiFactor } from '../../src/api/auth/auth.endpoints';
import { flowFor } from '../../src/api/auth/session-seam';
import { getCurrentUser } from '../../src/api/users/users.endpoints';

const failure = (code: number, message: string) => ({ success: false as const, code, message });

describe('spec 000 §8 error catalogue flows', () => {
  it("starts the expired-password flow on 400 'Password is expired'", () => {
    expect(flowFor(failure(400, 'Password is expired'), getCurrentUser)).toBe('passwordExpired');
    expect(flowFor(failure(400, 'Bad input'), getCurrentUser)).toBeNull();
  });

  it("starts the blocked flow on 403 'User is blocked'", () => {
    expect(flowFor(failure(403, 'User is blocked'), getCurrentUser)).toBe('blocked');
    expect(flowFor(failure(403, 'Forbidden'), getCurrentUser)).toBeNull();
  });

  it('raises the too-many-requests notice on 429, except on sign-in and the code checks, whose pages show it', () => {
    expect(flowFor(failure(429, 'Slow down'), getCurrentUser)).toBe('tooManyRequests');
    expect(flowFor(failure(429, 'Slow down'), signIn)).toBeNull();
    expect(flowFor(failure(429, 'Slow down'), verifyMultiFactor)).toBeNull();
  });
});
