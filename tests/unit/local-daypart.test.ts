import { describe, expect, it } from 'vitest';
import { DAY_PARTS } from '../../src/api/analytics/analytics.constants';
import { daypartOf } from '../../src/api/analytics/local-daypart';
import { DAYPART_NAMES } from '../../src/lib/dayparts';

describe('daypartOf', () => {
  it.each([
    ['BREAKFAST', 'breakfast'],
    ['LUNCH', 'lunch'],
    ['DINNER', 'dinner'],
  ] as const)('reads the wire day part %s as the local daypart %s', (wire, local) => {
    expect(daypartOf(wire)).toBe(local);
  });

  it('maps every wire day part, in order, onto every local daypart', () => {
    expect(DAY_PARTS.map(daypartOf)).toEqual(DAYPART_NAMES);
  });
});
