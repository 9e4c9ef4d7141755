import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { themeCssVariables } from '../../src/ui/theme/theme-css';

describe('static theme variables', () => {
  it('match the theme (run `npm run theme-css` after changing src/ui/theme/theme.ts)', () => {
    const file = readFileSync(join(process.cwd(), 'src/ui/theme/theme-variables.css'), 'utf8');
    expect(file).toBe(themeCssVariables());
  });

  it('carry the brand colour and the AA-contrast dimmed text', () => {
    const css = themeCssVariables();
    expect(css).toContain('--mantine-color-brand-7: #c2410c');
    expect(css).toContain('--mantine-color-dimmed: #55595f');
  });
});
