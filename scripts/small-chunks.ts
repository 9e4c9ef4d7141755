/**
 * Which small shared files to merge, and into what. Rolldown's automatic split makes one file
 * per set of pages (and lazily loaded parts) that share a module: a page of the records family
 * loaded some 35 files under 1.2 KiB gzip, each a request of its own. On the mobile profile each
 * cost the page about 38 ms of LCP (docs/decisions/console-and-first-screen.md, "The first screen"): more than its bytes.
 *
 * A piece is one such file as the automatic split would make it: its modules, what they import,
 * the roots (route chunks, lazily imported modules) that load it, and its estimated size.
 * Merging two pieces saves a request for every root that loads both. It costs every root that
 * loads only one of them the other's bytes, and the files that other imports, which that root
 * now loads too. Merges are made greedily, best first, while one saves more than it costs, and
 * only where one of the two is small: the big shared files stay as split. A fixed piece (a
 * named group's file) is never merged, but what it costs a root to load it counts.
 */
export interface Piece {
  modules: string[];
  /** Modules this piece's modules import statically. */
  imports: string[];
  roots: string[];
  /** Estimated gzip bytes. */
  bytes: number;
  fixed?: boolean;
}

export interface MergeCosts {
  /** What a request costs, in bytes of the same page's download. */
  requestBytes: number;
  /** A piece under this size may be merged. */
  smallBytes: number;
  /** Roots whose bytes count `heavyWeight` times: the first pages', which have a ceiling. */
  heavy: (root: string) => boolean;
  heavyWeight: number;
}

interface Cluster {
  index: number;
  modules: string[];
  roots: Bits;
  /** Clusters this one loads, directly or through others. */
  loads: Bits;
  bytes: number;
  fixed: boolean;
  alive: boolean;
}

/** The pieces' modules, clustered: each inner list becomes one file. Pieces left alone are absent. */
export function mergeSmallPieces(pieces: Piece[], costs: MergeCosts): string[][] {
  const rootIndex = new Map<string, number>();
  for (const piece of pieces) for (const root of piece.roots) indexOf(rootIndex, root);
  const rootWords = Math.ceil(rootIndex.size / 32);
  const heavy = new Bits(rootWords);
  for (const [root, index] of rootIndex) if (costs.heavy(root)) heavy.set(index);
  /** How many roots `bits` holds, the heavy ones counted `heavyWeight` times. */
  const weightOf = (bits: number, word: number): number =>
    popcount(bits) + popcount(bits & heavy.words[word]!) * (costs.heavyWeight - 1);

  const clusterWords = Math.ceil(pieces.length / 32);
  const clusters: Cluster[] = pieces.map((piece, index) => ({
    index,
    modules: [...piece.modules],
    roots: Bits.of(
      rootWords,
      piece.roots.map((root) => rootIndex.get(root)!),
    ),
    loads: new Bits(clusterWords),
    bytes: piece.bytes,
    fixed: piece.fixed ?? false,
    alive: true,
  }));
  const clusterOf = new Map<string, Cluster>();
  for (const cluster of clusters) for (const id of cluster.modules) clusterOf.set(id, cluster);
  pieces.forEach((piece, index) => {
    for (const id of piece.imports) {
      const imported = clusterOf.get(id);
      if (imported && imported.index !== index) clusters[index]!.loads.set(imported.index);
    }
  });
  closeTransitively(clusters);

  /** How many of `roots` do not load `cluster` yet, weighted. */
  const newRoots = (cluster: Cluster, roots: Bits): number => {
    let count = 0;
    for (let word = 0; word < rootWords; word++) {
      const gained = roots.words[word]! & ~cluster.roots.words[word]!;
      if (gained) count += weightOf(gained, word);
    }
    return count;
  };

  /** Bytes of requests saved minus bytes added, or null where the merge would make a cycle. */
  const gain = (a: Cluster, b: Cluster): number | null => {
    let saved = 0;
    for (let word = 0; word < rootWords; word++) {
      const both = a.roots.words[word]! & b.roots.words[word]!;
      if (both) saved += weightOf(both, word) * costs.requestBytes;
    }
    if (saved === 0) return null;
    const roots = a.roots.or(b.roots);
    // Each root loaded one file of the two (or both): what it did not load, it loads now.
    let added = newRoots(a, roots) * a.bytes + newRoots(b, roots) * b.bytes;
    const loads = a.loads.or(b.loads);
    for (const index of loads.indices()) {
      if (index === a.index || index === b.index) continue;
      const loaded = clusters[index]!;
      // A file the merged one would load that loads one of the two: merged, a cycle.
      if (loaded.loads.has(a.index) || loaded.loads.has(b.index)) return null;
      added += newRoots(loaded, roots) * (loaded.bytes + costs.requestBytes);
    }
    return saved - added;
  };
  const merged = new Set<Cluster>();
  for (;;) {
    let best: { a: Cluster; b: Cluster; gain: number } | null = null;
    for (const a of clusters) {
      if (!a.alive || a.fixed || a.bytes >= costs.smallBytes) continue;
      for (const b of clusters) {
        if (b === a || !b.alive || b.fixed) continue;
        const g = gain(a, b);
        if (g !== null && g > 0 && (!best || g > best.gain)) best = { a, b, gain: g };
      }
    }
    if (!best) break;
    const { a, b } = best;
    b.modules.push(...a.modules);
    b.bytes += a.bytes;
    b.roots = b.roots.or(a.roots);
    b.loads = b.loads.or(a.loads);
    b.loads.clear(a.index);
    b.loads.clear(b.index);
    a.alive = false;
    // A file that loaded either of the two loads the merged one and all it loads.
    for (const cluster of clusters) {
      if (cluster === b || !(cluster.loads.has(a.index) || cluster.loads.has(b.index))) continue;
      cluster.loads = cluster.loads.or(b.loads);
      cluster.loads.clear(a.index);
      cluster.loads.set(b.index);
    }
    // What the merged file loads is now loaded by every root that loads it.
    for (const index of b.loads.indices())
      clusters[index]!.roots = clusters[index]!.roots.or(b.roots);
    merged.delete(a);
    merged.add(b);
  }
  return [...merged].map((cluster) => cluster.modules);
}

/** Each cluster's `loads`, from what it imports directly to everything it loads. */
function closeTransitively(clusters: Cluster[]): void {
  for (let changed = true; changed;) {
    changed = false;
    for (const cluster of clusters) {
      let loads = cluster.loads;
      for (const index of cluster.loads.indices()) loads = loads.or(clusters[index]!.loads);
      loads.clear(cluster.index);
      if (!loads.equals(cluster.loads)) {
        cluster.loads = loads;
        changed = true;
      }
    }
  }
}

class Bits {
  readonly words: Uint32Array;
  constructor(size: number, words?: Uint32Array) {
    this.words = words ?? new Uint32Array(size);
  }
  static of(size: number, indices: number[]): Bits {
    const bits = new Bits(size);
    for (const index of indices) bits.set(index);
    return bits;
  }
  has(index: number): boolean {
    return (this.words[index >>> 5]! & (1 << (index & 31))) !== 0;
  }
  set(index: number): void {
    this.words[index >>> 5] = this.words[index >>> 5]! | (1 << (index & 31));
  }
  clear(index: number): void {
    this.words[index >>> 5] = this.words[index >>> 5]! & ~(1 << (index & 31));
  }
  or(other: Bits): Bits {
    const words = new Uint32Array(this.words.length);
    for (let word = 0; word < words.length; word++)
      words[word] = this.words[word]! | other.words[word]!;
    return new Bits(words.length, words);
  }
  equals(other: Bits): boolean {
    return this.words.every((word, index) => word === other.words[index]);
  }
  *indices(): Generator<number> {
    for (let word = 0; word < this.words.length; word++) {
      for (let bits = this.words[word]!; bits !== 0; bits &= bits - 1) {
        yield word * 32 + (31 - Math.clz32(bits & -bits));
      }
    }
  }
}

function indexOf(index: Map<string, number>, key: string): number {
  if (!index.has(key)) index.set(key, index.size);
  return index.get(key)!;
}

function popcount(bits: number): number {
  let n = bits - ((bits >>> 1) & 0x55555555);
  n = (n & 0x33333333) + ((n >>> 2) & 0x33333333);
  return Math.imul((n + (n >>> 4)) & 0x0f0f0f0f, 0x01010101) >>> 24;
}
