// The repository's imports as a graph, read from the source text: every `import … from`,
// `export … from` and `import()` with a relative specifier, types included (a type-only circle
// still ties two modules' meanings together). Used by tests/unit/import-circles.test.ts and
// tests/unit/sanitiser-loading.test.ts.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

/** The folders whose code is held to no circles; TanStack's generated route tree is left out. */
export const CHECKED_FOLDERS = ['src', 'sandbox', 'sw', 'scripts'];
const GENERATED = new Set(['src/routeTree.gen.ts']);
const SOURCE = /\.(ts|tsx|mts|mjs|js)$/;
const EXTENSIONS = ['', '.ts', '.tsx', '.mts', '.mjs', '.js', '/index.ts', '/index.tsx'];
const SPECIFIER =
  /(?:import|export)\s+(?:type\s+)?(?:[\w*{}\s,$]+?\s+from\s+)?['"](\.[^'"]+)['"]|import\(\s*['"](\.[^'"]+)['"]\s*\)/g;

/** The source files under `folder` (absolute paths), declaration files left out. */
export function sourceFiles(root: string, folder: string): string[] {
  const start = join(root, folder);
  if (!existsSync(start)) return [];
  const found: string[] = [];
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      if (name === 'node_modules' || name.startsWith('.')) continue;
      const path = join(dir, name);
      if (statSync(path).isDirectory()) walk(path);
      else if (SOURCE.test(name) && !name.endsWith('.d.ts')) found.push(path);
    }
  };
  walk(start);
  return found;
}

function resolvePath(from: string, specifier: string): string | null {
  const base = resolve(dirname(from), specifier.replace(/\?.*$/, ''));
  for (const extension of EXTENSIONS) {
    const candidate = base + extension;
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  }
  // `./x.js` naming `./x.ts`, as NodeNext resolution writes it.
  const stripped = base.replace(/\.(m?js)$/, '');
  for (const extension of ['.ts', '.tsx', '.mts']) {
    if (existsSync(stripped + extension)) return stripped + extension;
  }
  return null;
}

/** The file (relative to `root`) a relative specifier in `from` (a path) names, or null. */
export function resolveSpecifier(root: string, from: string, specifier: string): string | null {
  const target = resolvePath(from, specifier);
  return target && relative(root, target);
}

/**
 * file (relative to `root`) → the files it imports; `{ lazy: false }` leaves out `import()`, for
 * what a module loads with it rather than when asked.
 */
export function importGraph(
  root: string,
  { lazy = true }: { lazy?: boolean } = {},
): Map<string, Set<string>> {
  const graph = new Map<string, Set<string>>();
  for (const folder of CHECKED_FOLDERS) {
    for (const file of sourceFiles(root, folder)) {
      const name = relative(root, file);
      if (GENERATED.has(name)) continue;
      const imports = new Set<string>();
      for (const match of readFileSync(file, 'utf8').matchAll(SPECIFIER)) {
        if (!lazy && match[1] === undefined) continue;
        const target = resolvePath(file, (match[1] ?? match[2])!);
        const targetName = target && relative(root, target);
        if (targetName && !GENERATED.has(targetName) && SOURCE.test(targetName))
          imports.add(targetName);
      }
      graph.set(name, imports);
    }
  }
  return graph;
}

/** Every set of two or more files that import each other, directly or round a loop (Tarjan). */
export function importCircles(graph: Map<string, Set<string>>): string[][] {
  let next = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const circles: string[][] = [];
  const visit = (file: string) => {
    index.set(file, next);
    low.set(file, next);
    next += 1;
    stack.push(file);
    onStack.add(file);
    for (const target of graph.get(file) ?? []) {
      if (!graph.has(target)) continue;
      if (!index.has(target)) {
        visit(target);
        low.set(file, Math.min(low.get(file)!, low.get(target)!));
      } else if (onStack.has(target)) {
        low.set(file, Math.min(low.get(file)!, index.get(target)!));
      }
    }
    if (low.get(file) !== index.get(file)) return;
    const circle: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      circle.push(member);
    } while (member !== file);
    if (circle.length > 1) circles.push(circle.sort());
  };
  for (const file of [...graph.keys()].sort()) if (!index.has(file)) visit(file);
  return circles;
}
