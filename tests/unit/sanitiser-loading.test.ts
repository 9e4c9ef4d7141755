import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { importGraph, sourceFiles } from '../../scripts/import-graph';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
/** The one module that imports DOMPurify (src/lib/sanitize-html.ts). */
const SANITISER = 'src/lib/sanitize-html.ts';

/** Every file `from` loads with it: its imports, theirs, and so on, `import()` left out. */
function loadedWith(graph: Map<string, Set<string>>, from: string): Set<string> {
  const seen = new Set<string>([from]);
  const next = [from];
  for (let file = next.pop(); file !== undefined; file = next.pop()) {
    for (const target of graph.get(file) ?? []) {
      if (seen.has(target)) continue;
      seen.add(target);
      next.push(target);
    }
  }
  return seen;
}

describe("decisions 'The first screen': DOMPurify loads only with provider HTML (a notification's message), never with a page", () => {
  it('only the sanitiser module imports DOMPurify', () => {
    const importers = sourceFiles(ROOT, 'src')
      .filter((file) =>
        /from ['"]dompurify['"]|import\(['"]dompurify['"]\)/.test(readFileSync(file, 'utf8')),
      )
      .map((file) => file.slice(ROOT.length).replace(/^\//, ''));
    expect(importers).toEqual([SANITISER]);
  });

  it("no page's route file, nor the entry, loads it with them: the notification panel and a system notification load it when they show a message", () => {
    const graph = importGraph(ROOT, { lazy: false });
    const starts = [
      'src/main.tsx',
      ...[...graph.keys()].filter((file) => file.startsWith('src/routes/')),
    ];
    expect(starts.length).toBeGreaterThan(50);
    const loading = starts.filter((start) => loadedWith(graph, start).has(SANITISER));
    expect(loading).toEqual([]);
    // What does load it: the panel, which the bell loads when it is first opened.
    expect(loadedWith(graph, 'src/features/notifications/notification-panel.tsx')).toContain(
      SANITISER,
    );
  });
});
