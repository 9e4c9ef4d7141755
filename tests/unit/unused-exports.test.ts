import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { unusedExports } from '../../scripts/unused-exports';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

describe('no dead rules: every export is used by the product', () => {
  it('src, sandbox and sw export nothing that only tests (or nobody) use, beyond seams the product runs', () => {
    expect(unusedExports(ROOT)).toEqual([]);
  });
});
