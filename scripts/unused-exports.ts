// The exports no product code uses: a name exported by a module of src, sandbox or sw that no
// other module of src, sandbox, sw or scripts imports (tests do not count: a test of code no
// user runs proves nothing). Read from the source text, as scripts/import-graph.ts reads
// imports. Used by tests/unit/unused-exports.test.ts.
//
// A seam is not reported: a name that only tests import, which its own module's code uses
// beyond its declaration (a limit a test checks, a pure rule the module's screen calls). The
// product runs it, so its test proves something; the `export` is only for the test. Read with
// TypeScript's parser, so that a name in a comment, a string or a type does not count as a use.
// A name ending in `ForTests` (a hook that swaps a module's socket or source for a fake) is
// also a seam and is not reported.
import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { importGraph, resolveSpecifier, sourceFiles } from './import-graph';

/** Where the product's code lives; scripts use it too, but what scripts export is theirs. */
const PRODUCT = /^(src|sandbox|sw)\//;
/** Tests: the tests folder and test files beside the code. */
const TEST = /^tests\/|\.(test|spec|e2e)\.tsx?$/;
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

/** `file → the names the given modules take from it`, with '*' for a module taken whole. */
function importsByTarget(root: string, files: readonly string[]): Map<string, Set<string>> {
  const used = new Map<string, Set<string>>();
  const take = (target: string | null, name: string) => {
    if (!target) return;
    const set = used.get(target) ?? new Set<string>();
    set.add(name);
    used.set(target, set);
  };
  for (const file of files) {
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

/**
 * The names a module's code uses as values: identifiers that refer to something, not a
 * declaration's own name, a property's name (`a.name`, `{ name: … }`) or a name in a type. A
 * type taken from a value (`typeof STATIONS`) uses the value: the product's type is built on it.
 */
function valuesUsedIn(root: string, file: string): Set<string> {
  const text = readFileSync(join(root, file), 'utf8');
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const inType = (node: ts.Node): boolean => {
    for (let up = node.parent; up; up = up.parent) {
      if (ts.isTypeQueryNode(up)) return false;
      if (ts.isTypeNode(up)) return true;
    }
    return false;
  };
  const used = new Set<string>();
  const visit = (node: ts.Node): void => {
    if (ts.isIdentifier(node)) {
      const parent = node.parent as ts.Node & { name?: ts.Node };
      const isName = parent.name === node && !ts.isShorthandPropertyAssignment(parent);
      if (!isName && !ts.isExportSpecifier(parent) && !inType(node)) used.add(node.text);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return used;
}

/**
 * `file: name` for every export of src, sandbox and sw that no product module or script
 * imports, unless tests import it and its own module uses it (a seam, see the top).
 */
export function unusedExports(root: string): string[] {
  const graph = importGraph(root);
  const files = [...graph.keys()];
  const tests = [
    ...files.filter((file) => TEST.test(file)),
    ...sourceFiles(root, 'tests').map((path) => relative(root, path)),
  ];
  const used = importsByTarget(
    root,
    files.filter((file) => !TEST.test(file)),
  );
  const testUsed = importsByTarget(root, tests);
  const unused: string[] = [];
  for (const file of files) {
    if (!PRODUCT.test(file) || TEST.test(file) || ENTRY_FILES.test(file)) continue;
    const taken = used.get(file) ?? new Set<string>();
    if (taken.has('*')) continue;
    const inTests = testUsed.get(file) ?? new Set<string>();
    let ownUses: Set<string> | undefined;
    for (const name of exportsOf(root, file)) {
      if (taken.has(name) || name.endsWith('ForTests')) continue;
      if (inTests.has(name) || inTests.has('*')) {
        ownUses ??= valuesUsedIn(root, file);
        if (ownUses.has(name)) continue;
      }
      unused.push(`${file}: ${name}`);
    }
  }
  return unused.sort();
}
