// The exports no product code uses: a name exported by a module of src, sandbox or sw that no
// other module of src, sandbox, sw or scripts imports (tests do not count: a test of code no
// user runs proves nothing). Read from the source text, as scripts/import-graph.ts reads
// imports. A name ending in `ForTests` is a seam for tests and is not reported. Used by
// tests/unit/unused-exports.test.ts.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { importGraph, resolveSpecifier } from './import-graph';

/** Where the product's code lives; scripts use it too, but what scripts export is theirs. */
const PRODUCT = /^(src|sandbox|sw)\//;
/** Entry points and files other tools read by convention, whose exports nothing imports. */
const ENTRY_FILES =
  /^(src\/main\.tsx|src\/routeTree\.gen\.ts|src\/routes\/|sw\/sw\.ts|sandbox\/server\.ts)|\.d\.ts$/;

/** Values only (functions, constants, classes, components): a type costs the user nothing. */
const DECLARED =
  /^export\s+(?:declare\s+)?(?:default\s+)?(?:async\s+)?(?:const|let|var|function\*?|class|enum|abstract\s+class)\s+([A-Za-z_$][\w$]*)/gm;
const LIST = /^export\s+\{([^}]*)\}(?!\s*from)/gm;
const NAMED_IMPORT =
  /(?:import|export)\s+(?:type\s+)?(?:([A-Za-z_$][\w$]*)\s*,\s*)?\{([^}]*)\}\s*from\s*['"](\.[^'"]+)['"]/g;
const DEFAULT_IMPORT = /import\s+([A-Za-z_$][\w$]*)\s*(?:,|\s+from)\s*['"](\.[^'"]+)['"]/g;
const STAR = /(?:import|export)\s+\*\s+(?:as\s+[A-Za-z_$][\w$]*\s+)?from\s*['"](\.[^'"]+)['"]/g;
const DYNAMIC = /import\(\s*['"](\.[^'"]+)['"]\s*\)(\s*\.then\(\s*\(\s*\{([^}]*)\}\s*\))?/g;

function names(list: string): string[] {
  return list
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part && !part.startsWith('type '))
    .map((part) =>
      part
        .split(/\s+as\s+/)[0]!
        .replace(/:.*$/, '')
        .trim(),
    );
}

/** Each product module's exported names. */
function exportsOf(root: string, file: string): string[] {
  const text = readFileSync(join(root, file), 'utf8');
  const found = [...text.matchAll(DECLARED)].map((match) => match[1]!);
  for (const match of text.matchAll(LIST)) found.push(...names(match[1]!));
  if (/^export\s+default\s/m.test(text)) found.push('default');
  return found;
}

/** `file → the names other modules take from it`, with '*' for a module taken whole. */
function importsByTarget(root: string): Map<string, Set<string>> {
  const used = new Map<string, Set<string>>();
  const take = (target: string | null, name: string) => {
    if (!target) return;
    const set = used.get(target) ?? new Set<string>();
    set.add(name);
    used.set(target, set);
  };
  for (const file of importGraph(root).keys()) {
    const path = join(root, file);
    const text = readFileSync(path, 'utf8');
    const resolve = (specifier: string) => resolveSpecifier(root, path, specifier);
    for (const match of text.matchAll(NAMED_IMPORT)) {
      const target = resolve(match[3]!);
      if (match[1]) take(target, 'default');
      for (const name of names(match[2]!)) take(target, name === 'default' ? 'default' : name);
    }
    for (const match of text.matchAll(DEFAULT_IMPORT)) take(resolve(match[2]!), 'default');
    for (const match of text.matchAll(STAR)) take(resolve(match[1]!), '*');
    for (const match of text.matchAll(DYNAMIC)) {
      const target = resolve(match[1]!);
      if (match[3]) for (const name of names(match[3])) take(target, name);
      else take(target, '*');
    }
  }
  return used;
}

/** `file: name` for every export of src, sandbox and sw that no product module or script uses. */
export function unusedExports(root: string): string[] {
  const used = importsByTarget(root);
  const unused: string[] = [];
  for (const file of importGraph(root).keys()) {
    if (!PRODUCT.test(file) || ENTRY_FILES.test(file)) continue;
    const taken = used.get(file) ?? new Set<string>();
    if (taken.has('*')) continue;
    for (const name of exportsOf(root, file)) {
      if (!taken.has(name) && !name.endsWith('ForTests')) unused.push(`${file}: ${name}`);
    }
  }
  return unused.sort();
}
