import { describe, expect, it } from 'vitest';
import { mergeSmallPieces, type Piece } from '../../scripts/small-chunks';

// The build's merge of small shared files (docs/decisions/console-and-first-screen.md, "The first screen": a request costs a phone more
// than a small file's bytes). Each case is a page's download a user would wait for.
const costs = {
  requestBytes: 6000,
  smallBytes: 2500,
  heavy: (root: string) => root === 'home',
  heavyWeight: 50,
};

const piece = (modules: string[], roots: string[], bytes: number, more: Partial<Piece> = {}) => ({
  modules,
  roots,
  bytes,
  imports: [],
  ...more,
});

const sorted = (clusters: string[][]) => clusters.map((modules) => [...modules].sort()).sort();

describe('merging small shared files', () => {
  it('merges two small files that the same pages load: one request instead of two', () => {
    const clusters = mergeSmallPieces(
      [piece(['a'], ['users', 'roles'], 300), piece(['b'], ['users', 'roles'], 400)],
      costs,
    );
    expect(sorted(clusters)).toEqual([['a', 'b']]);
  });

  it('leaves two big files as they are', () => {
    const clusters = mergeSmallPieces(
      [piece(['a'], ['users', 'roles'], 9000), piece(['b'], ['users', 'roles'], 9000)],
      costs,
    );
    expect(clusters).toEqual([]);
  });

  it('does not make pages that need one small file download another they do not use', () => {
    // Merged, three pages would each download 2,400 bytes more to save one request for one page.
    const clusters = mergeSmallPieces(
      [
        piece(['a'], ['users', 'roles', 'policies', 'devices'], 300),
        piece(['b'], ['devices'], 2400),
      ],
      costs,
    );
    expect(clusters).toEqual([]);
  });

  it('counts what the other file imports: merged, a page would load that too', () => {
    const pieces = [
      piece(['a'], ['users', 'roles'], 300),
      piece(['b'], ['users', 'roles', 'devices'], 300, { imports: ['dialog'] }),
      piece(['dialog'], ['users', 'roles', 'devices'], 20000, { fixed: true }),
    ];
    // Without the import, merging saves two requests for 300 bytes on one page.
    expect(sorted(mergeSmallPieces(pieces.slice(0, 2), costs))).toEqual([['a', 'b']]);
    // With it, 'a' alone would have brought 'dialog' to nobody new: still merged.
    expect(sorted(mergeSmallPieces(pieces, costs))).toEqual([['a', 'b']]);
    const withOwnImport = [
      piece(['a'], ['users', 'roles', 'devices'], 300),
      piece(['b'], ['users', 'roles'], 300, { imports: ['dialog'] }),
      piece(['dialog'], ['users', 'roles'], 20000, { fixed: true }),
    ];
    // Merged, the devices page would load the 20 KB dialog: not worth two requests.
    expect(mergeSmallPieces(withOwnImport, costs)).toEqual([]);
  });

  it('weighs the first page’s bytes heavier: its budget has a ceiling', () => {
    const pieces = [
      piece(['a'], ['home', 'users', 'roles', 'policies'], 300),
      piece(['b'], ['users', 'roles', 'policies'], 1500),
    ];
    expect(mergeSmallPieces(pieces, costs)).toEqual([]);
    expect(sorted(mergeSmallPieces(pieces, { ...costs, heavyWeight: 1 }))).toEqual([['a', 'b']]);
  });

  it('never merges into a cycle between files', () => {
    // 'a' imports the fixed 'mid', which imports 'b': one file of 'a' and 'b' would import 'mid'
    // and be imported by it.
    const pieces = [
      piece(['a'], ['users', 'roles'], 300, { imports: ['mid'] }),
      piece(['mid'], ['users', 'roles'], 5000, { fixed: true, imports: ['b'] }),
      piece(['b'], ['users', 'roles'], 300),
    ];
    expect(mergeSmallPieces(pieces, costs)).toEqual([]);
  });

  it('never merges a fixed file (a route’s own, a named group)', () => {
    const clusters = mergeSmallPieces(
      [
        piece(['a'], ['users', 'roles'], 300),
        piece(['shell'], ['users', 'roles'], 300, { fixed: true }),
      ],
      costs,
    );
    expect(clusters).toEqual([]);
  });
});
