import { writeFileSync } from 'node:fs';
import { themeCssVariables } from '../src/ui/theme/theme-css';

const target = new URL('../src/ui/theme/theme-variables.css', import.meta.url);
writeFileSync(target, themeCssVariables());
console.log(`Wrote ${target.pathname}`);
