import { describe, expect, it } from 'vitest';
import { summaryRows } from './summary-rows';

describe('High, Low and Average rows (spec 000 §9)', () => {
  it('takes each column’s highest, lowest and plain mean to two decimals', () => {
    expect(
      summaryRows([
        [10, 2.5, 0],
        [4, 7.25, 3],
        [1, 1, 1],
      ]),
    ).toEqual({ high: [10, 7.25, 3], low: [1, 1, 0], average: [5, 3.58, 1.33] });
  });

  it('one row is its own high, low and average; no rows, no summary', () => {
    expect(summaryRows([[3, 4]])).toEqual({ high: [3, 4], low: [3, 4], average: [3, 4] });
    expect(summaryRows([])).toBeNull();
  });
});
