import { describe, expect, it } from 'vitest';
import { NETWORK_ERROR_CODE, UNEXPECTED_ANSWER_CODE } from '../../src/api/request';
import type { Translate } from '../../src/lib/i18n/i18n';
import { failureText } from '../../src/ui/feedback/failure-text';

const t = ((key: string) => `t:${key}`) as Translate;

describe('failureText (spec 000 §8), the one rule of signed-in and sign-in pages', () => {
  it('words no answer and an unreadable answer our way', () => {
    expect(failureText(NETWORK_ERROR_CODE, 'Network error', t)).toBe('t:errors.network');
    expect(failureText(UNEXPECTED_ANSWER_CODE, 'Unexpected answer', t)).toBe(
      't:errors.unexpectedAnswer',
    );
  });

  it("shows the provider's message for its own failures", () => {
    expect(failureText(401, 'Invalid email or password', t)).toBe('Invalid email or password');
  });
});
