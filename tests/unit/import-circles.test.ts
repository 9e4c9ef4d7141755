import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { importCircles, importGraph } from '../../scripts/import-graph';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

describe('imports run one way (README, "Layout"): no two modules import each other', () => {
  it('finds a circle round any number of files, and none in a chain', () => {
    const graph = new Map([
      ['a.ts', new Set(['b.ts'])],
      ['b.ts', new Set(['c.ts'])],
      ['c.ts', new Set(['a.ts', 'd.ts'])],
      ['d.ts', new Set<string>()],
    ]);
    expect(importCircles(graph)).toEqual([['a.ts', 'b.ts', 'c.ts']]);
    graph.set('c.ts', new Set(['d.ts']));
    expect(importCircles(graph)).toEqual([]);
  });

  it('src, sandbox, sw and scripts hold no import circle, types and lazy imports included', () => {
    const graph = importGraph(ROOT);
    expect(graph.size).toBeGreaterThan(500);
    expect(graph.get('src/main.tsx')).toContain('src/router.tsx');
    expect(importCircles(graph)).toEqual([]);
  });
});
