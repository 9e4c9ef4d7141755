import { gzipSync } from 'node:zlib';
import type { ChunkingContext, CodeSplittingGroup } from 'rolldown';
import { mergeSmallPieces, type Piece } from './small-chunks.ts';

/**
 * How the build groups modules into files, beyond Rolldown's automatic split, which makes one
 * file per set of routes sharing a module: 50 files on the dashboard, most under 1 KiB. A phone
 * pays a round trip per file, and gzip compresses one file better than many.
 *
 * - app: what the entry imports statically; every page loads it anyway.
 * - forms: what the sign-in page shares with the signed-in frame or the home page (buttons,
 *   links, cards), so that the home page does not load the sign-in page's inputs.
 * - sign-in: the rest of what the sign-in page uses; the other signed-out pages use most of it,
 *   and signed-in pages with a text field load it for the inputs.
 * - shell: what the signed-in frame uses and only signed-in pages load; every signed-in page
 *   loads the frame. Not what it imports in turn: a module it shares with code the sign-in
 *   page loads (the readiness watcher's counter) would bring the whole file there.
 * - home: what the home page shares with at least `SHARED_BY_PAGES` lazily loaded parts (pages,
 *   dialogs) that only a signed-in user loads. Split automatically, these were some thirty
 *   files under 1 KiB on the home page, each a request of its own on a phone; one file costs a
 *   page that uses part of it a few KiB on a cold visit, and every signed-in user opens the
 *   home page first, so it is usually in the cache already.
 * - common: the same, for modules a signed-out page other than the sign-in form also loads
 *   (the second step of a sign-in, a new password): those pages lead into the console, which
 *   loads them next anyway. Not what the entry loads lazily on every page, the sign-in page
 *   included (the saved cache's code).
 *
 * Everything else is split automatically, by the routes that use it. A wrong guess here costs
 * bytes or requests; `npm run budget` counts both first pages, and the e2e suite runs on this
 * build.
 */
/**
 * How many lazily loaded parts must share a module of the home page for it to join the home
 * page's shared file. Measured on a cold load of the dashboard (phone, until the network is
 * idle) and over every route's own files (README, "Budgets"): at 2, 20 files, but a direct
 * visit to another page up to 10.1 KiB heavier and all routes together 5 % heavier; at 20,
 * 38 files (63 before), another page at most 2.7 KiB heavier, all routes together 0.6 %
 * lighter and a third fewer files; at 30, 45 files.
 */
const SHARED_BY_PAGES = 20;

/**
 * What merging small files weighs (small-chunks.ts). A request cost a phone about 38 ms of LCP on
 * the mobile profile, some 7.5 KiB at its simulated 1.6 Mbit/s: counted at 6 KiB, as that figure
 * came from a few pages. A file under 2.5 KiB may be merged. The first pages' bytes (sign-in,
 * frame, home page) have ceilings: a byte there counts 50 times.
 */
const MERGE_COSTS = { requestBytes: 6 * 1024, smallBytes: 2.5 * 1024, firstPageWeight: 50 };

export function chunkGroups({
  loginRoute,
  shellRoute,
  homeRoute,
}: {
  /** The sign-in route's file, e.g. 'src/routes/login.tsx'. */
  loginRoute: string;
  /** The signed-in layout's file, e.g. 'src/routes/_app.tsx'; its pages are in `_app/`. */
  shellRoute: string;
  /** The signed-in first page's file, e.g. 'src/routes/_app/dashboard/chicken.tsx'. */
  homeRoute: string;
}): CodeSplittingGroup[] {
  const graph = moduleGraph();
  const loginChunk = `/${loginRoute}?tsr-split`;
  const shellChunk = `/${shellRoute}?tsr-split`;
  const homeChunk = `/${homeRoute}?tsr-split`;
  const signedInRoutes = `/${shellRoute.replace(/\.tsx$/, '')}`;

  /** Whether only signed-in pages load `root` (a route chunk or a lazily imported module). */
  const signedInOnly = memoised((root: string, ctx: ChunkingContext): boolean => {
    if (isRouteChunk(root)) return root.includes(signedInRoutes);
    const importers = ctx.getModuleInfo(root)?.dynamicImporters ?? [];
    return importers.every((importer) => {
      if (isRouteChunk(importer)) return signedInOnly(importer, ctx);
      const roots = [...graph.rootsReaching(importer, ctx)];
      // No root: the entry imports it, and the sign-in page loads the entry.
      return roots.length > 0 && roots.every((outer) => signedInOnly(outer, ctx));
    });
  }, false);

  /** Whether every page loads `root`, the sign-in page too: the entry imports it lazily. */
  const everyPageLoads = memoised((root: string, ctx: ChunkingContext): boolean => {
    if (isRouteChunk(root)) return false;
    const importers = ctx.getModuleInfo(root)?.dynamicImporters ?? [];
    return importers.some((importer) => {
      if (graph.isRoot(importer, ctx)) return everyPageLoads(importer, ctx);
      const roots = [...graph.rootsReaching(importer, ctx)];
      return roots.length === 0 || roots.some((outer) => everyPageLoads(outer, ctx));
    });
  }, false);

  // Asked once per module by each of the groups below: answered once.
  const groupOf = memoised((id: string, ctx: ChunkingContext): string | null => {
    if (graph.isRoot(id, ctx)) return null;
    const roots = [...graph.rootsReaching(id, ctx)];
    if (roots.some((root) => root.includes(loginChunk))) {
      return roots.some((root) => root.includes(shellChunk) || root.includes(homeChunk))
        ? 'forms'
        : 'sign-in';
    }
    const signedIn = roots.every((root) => signedInOnly(root, ctx));
    if (signedIn && roots.some((root) => root.includes(shellChunk))) return 'shell';
    const sharedByHome =
      roots.some((root) => root.includes(homeChunk)) && roots.length >= SHARED_BY_PAGES;
    if (!sharedByHome) return null;
    if (signedIn) return 'home';
    return roots.some((root) => everyPageLoads(root, ctx)) ? null : 'common';
  }, null);
  // One group per file with priorities, not one name function answering each: that measured
  // 14 KiB more on the sign-in page. A group takes what its modules import unless told not
  // to, so the more precise group comes first.
  const named = (name: string) => (id: string, ctx: ChunkingContext) =>
    groupOf(id, ctx) === name ? name : null;

  // The rest, as the automatic split would cut it, with its small files merged (small-chunks.ts).
  let mergedInto: Map<string, string> | null = null;
  const merged = (id: string, ctx: ChunkingContext) => {
    mergedInto ??= planMerges(id, ctx);
    return mergedInto.get(id) ?? null;
  };
  /** The files of the automatic split and of the groups above, as `mergeSmallPieces` takes them. */
  const planMerges = (start: string, ctx: ChunkingContext): Map<string, string> => {
    const pieces = new Map<string, Piece & { code: string[] }>();
    // Every module of the graph, and the entry's static imports: the app file, which every
    // page loads.
    const modules = reached([start], (id) => linked(id, ctx));
    const initial = reached(
      [...modules].filter((id) => ctx.getModuleInfo(id)?.isEntry),
      (id) => graph.importedBy(id, ctx),
    );
    for (const id of modules) {
      // A package's index only re-exports: it leaves nothing in a file.
      const info = ctx.getModuleInfo(id);
      if (initial.has(id) || /\.css($|\?)/.test(id) || !info || isPackageIndex(info)) continue;
      const isRoot = graph.isRoot(id, ctx);
      const group = groupOf(id, ctx);
      const roots = [...graph.rootsReaching(id, ctx), ...(isRoot ? [id] : [])].sort();
      const key = group ?? roots.join('\n');
      const piece = pieces.get(key) ?? { modules: [], imports: [], roots: [], bytes: 0, code: [] };
      // A route's or a lazily loaded part's own file, or a named group's: there as split.
      if (group !== null || isRoot) piece.fixed = true;
      piece.modules.push(id);
      piece.imports.push(...graph.importedBy(id, ctx));
      piece.roots = [...new Set([...piece.roots, ...roots])];
      piece.code.push(info.code ?? '');
      pieces.set(key, piece);
    }
    // Every signed-in page loads the frame, and every page what every page loads: a file they
    // load is one for each of those pages' roots too.
    const allRoots = new Set([...pieces.values()].flatMap((piece) => piece.roots));
    const signedInRoots = [...allRoots].filter((root) => signedInOnly(root, ctx));
    for (const piece of pieces.values()) {
      piece.bytes = estimatedGzip(piece.code.join('\n'));
      if (piece.roots.some((root) => everyPageLoads(root, ctx))) piece.roots = [...allRoots];
      else if (piece.roots.some((root) => root.includes(shellChunk))) {
        piece.roots = [...new Set([...piece.roots, ...signedInRoots])];
      }
    }
    const clusters = mergeSmallPieces([...pieces.values()], {
      requestBytes: MERGE_COSTS.requestBytes,
      smallBytes: MERGE_COSTS.smallBytes,
      heavy: (root) =>
        [loginChunk, shellChunk, homeChunk].some((chunk) => root.includes(chunk)) ||
        everyPageLoads(root, ctx),
      heavyWeight: MERGE_COSTS.firstPageWeight,
    });
    const names = new Map<string, string>();
    clusters.forEach((modules, index) => {
      for (const id of modules) names.set(id, `merged-${index}`);
    });
    return names;
  };
  return [
    { name: 'app', tags: ['$initial'], priority: 10 },
    { name: named('forms'), priority: 9 },
    { name: named('sign-in'), priority: 8 },
    { name: named('shell'), priority: 7, includeDependenciesRecursively: false },
    { name: named('home'), priority: 6, includeDependenciesRecursively: false },
    { name: named('common'), priority: 6, includeDependenciesRecursively: false },
    { name: merged, debugName: 'merged', priority: 5, includeDependenciesRecursively: false },
  ];
}

/** `from` and every module `next` leads to from them, directly or not. */
function reached(from: string[], next: (id: string) => string[]): Set<string> {
  const seen = new Set(from);
  const queue = [...from];
  while (queue.length > 0) {
    for (const id of next(queue.pop()!)) {
      if (seen.has(id)) continue;
      seen.add(id);
      queue.push(id);
    }
  }
  return seen;
}

/** The modules linked to `id` by an import either way, static or dynamic. */
function linked(id: string, ctx: ChunkingContext): string[] {
  const info = ctx.getModuleInfo(id);
  if (!info) return [];
  return [
    ...info.importers,
    ...info.dynamicImporters,
    ...info.importedIds,
    ...info.dynamicallyImportedIds,
  ];
}

/**
 * A file's gzip size before minifying, scaled by a guess at what minifying leaves of it: the
 * merge compares files with each other and with a request, so the scale only shifts the line.
 */
function estimatedGzip(code: string): number {
  return Math.round(gzipSync(code).length * 0.7);
}

/** TanStack Router's code-split route modules: `src/routes/…tsx?tsr-split=component`. */
const isRouteChunk = (id: string) => id.includes('?tsr-split');

/** `fn` remembered per module; `inCycle` answers a call that comes back to a module. */
function memoised<T>(
  fn: (id: string, ctx: ChunkingContext) => T,
  inCycle: T,
): (id: string, ctx: ChunkingContext) => T {
  const memo = new Map<string, T>();
  return (id, ctx) => {
    if (memo.has(id)) return memo.get(id)!;
    memo.set(id, inCycle); // an import cycle stops here, with a partial answer
    const answer = fn(id, ctx);
    memo.set(id, answer);
    return answer;
  };
}

/**
 * Which lazily loaded modules (route chunks, `import()`ed modules: the roots) reach a module by
 * static imports. A package's index file (`@mantine/core`, `date-fns`) imports all of the
 * package, so through it only the importers that name one of the module's exports count:
 * otherwise every route using one Mantine component would seem to reach all of them.
 */
function moduleGraph() {
  const isRoot = (id: string, ctx: ChunkingContext) =>
    isRouteChunk(id) || (ctx.getModuleInfo(id)?.dynamicImporters.length ?? 0) > 0;

  const rootsReaching = memoised((id: string, ctx: ChunkingContext): Set<string> => {
    const roots = new Set<string>();
    const info = ctx.getModuleInfo(id);
    for (const importer of info?.importers ?? []) {
      const importerInfo = ctx.getModuleInfo(importer);
      const through = importerInfo && isPackageIndex(importerInfo) ? importerInfo : null;
      const users = through
        ? through.importers.filter((user) =>
            importsAnyOf(ctx, user, packageOf(through.id), info!.exports),
          )
        : [importer];
      for (const user of users) {
        if (isRoot(user, ctx)) roots.add(user);
        for (const root of rootsReaching(user, ctx)) roots.add(root);
      }
    }
    return roots;
  }, new Set<string>());

  /** The modules `id` imports statically; through a package's index, the ones it names. */
  const importedBy = (id: string, ctx: ChunkingContext): string[] =>
    (ctx.getModuleInfo(id)?.importedIds ?? []).flatMap((imported) => {
      const info = ctx.getModuleInfo(imported);
      if (!info || !isPackageIndex(info)) return [imported];
      const names = namesImported(ctx, id, packageOf(info.id));
      return info.importedIds.filter((member) =>
        ctx.getModuleInfo(member)?.exports.some((name) => names.has(name)),
      );
    });

  return { isRoot, rootsReaching, importedBy };
}

type ModuleInfo = NonNullable<ReturnType<ChunkingContext['getModuleInfo']>>;

function isPackageIndex(info: ModuleInfo): boolean {
  return /[\\/]node_modules[\\/].*[\\/]index\.m?js$/.test(info.id) && info.importedIds.length >= 8;
}

/** '…/node_modules/@mantine/core/esm/index.mjs' → '@mantine/core'. */
function packageOf(id: string): string {
  const path = id.slice(id.lastIndexOf('node_modules/') + 'node_modules/'.length).split('/');
  return path[0]!.startsWith('@') ? `${path[0]}/${path[1]}` : path[0]!;
}

/** Whether `user`'s code imports one of `names` from `pkg` by name. */
function importsAnyOf(ctx: ChunkingContext, user: string, pkg: string, names: string[]): boolean {
  const imported = namesImported(ctx, user, pkg);
  return names.some((name) => imported.has(name));
}

/** The names `user`'s code imports from `pkg`, remembered per module and package. */
const namesImported = (() => {
  const memo = new Map<string, Set<string>>();
  return (ctx: ChunkingContext, user: string, pkg: string): Set<string> => {
    const key = `${user}\n${pkg}`;
    let names = memo.get(key);
    if (!names) {
      const code = ctx.getModuleInfo(user)?.code ?? '';
      const from = new RegExp(
        `import\\s*\\{([^}]*)\\}\\s*from\\s*["']${pkg.replace('/', '\\/')}["']`,
        'g',
      );
      names = new Set(
        [...code.matchAll(from)].flatMap((match) =>
          match[1]!.split(',').map((part) => part.trim().split(/\s+as\s+/)[0]!),
        ),
      );
      memo.set(key, names);
    }
    return names;
  };
})();
