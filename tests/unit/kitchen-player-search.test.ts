import { describe, expect, it } from 'vitest';
import { kitchenPlayerSearch } from '../../src/features/kitchen-player/kitchen-player-search';

const HOUR = 3_600_000;
const parse = kitchenPlayerSearch.validate;

describe('the kitchen player’s URL (spec 000 §5: a value that is not valid is dropped)', () => {
  it('keeps a camera id, live=off and the moment of a History entry', () => {
    const at = Date.now() - HOUR;
    expect(parse({ camera: 'cam-1001-2', live: 'off', at })).toEqual({
      camera: 'cam-1001-2',
      live: 'off',
      at,
    });
  });

  it('drops a moment in the future, before 2019, not a whole number of ms, or not a number', () => {
    const now = Date.now();
    for (const at of [
      now + HOUR,
      new Date(2018, 11, 31).getTime(),
      now - HOUR + 0.5,
      String(now - HOUR),
      'yesterday',
      null,
    ]) {
      expect(parse({ at }).at, String(at)).toBeUndefined();
    }
  });

  it('drops a camera id with other characters and a live value other than off', () => {
    expect(parse({ camera: '../x', live: 'on' })).toEqual({
      camera: undefined,
      live: undefined,
      at: undefined,
    });
  });
});
