import type { ChunkingContext, CodeSplittingGroup } from 'rolldown';

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
  return [
    { name: 'app', tags: ['$initial'], priority: 10 },
    { name: named('forms'), priority: 9 },
    { name: named('sign-in'), priority: 8 },
    { name: named('shell'), priority: 7, includeDependenciesRecursively: false },
    { name: named('home'), priority: 6, includeDependenciesRecursively: false },
    { name: named('common'), priority: 6, includeDependenciesRecursively: false },
  ];
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

  return { isRoot, rootsReaching };
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
  const code = ctx.getModuleInfo(user)?.code ?? '';
  const from = new RegExp(
    `import\\s*\\{([^}]*)\\}\\s*from\\s*["']${pkg.replace('/', '\\/')}["']`,
    'g',
  );
  for (const match of code.matchAll(from)) {
    const imported = match[1]!.split(',').map((part) => part.trim().split(/\s+as\s+/)[0]);
    if (imported.some((name) => names.includes(name!))) return true;
  }
  return false;
}
