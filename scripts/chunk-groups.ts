import type { ChunkingContext, CodeSplittingGroup } from 'rolldown';

/**
 * How the build groups modules into files, beyond Rolldown's automatic split, which makes one
 * file per set of routes sharing a module: 50 files on the dashboard, most under 1 KiB. A phone
 * pays a round trip per file, and gzip compresses one file better than many.
 *
 * - app: what the entry imports statically; every page loads it anyway.
 * - sign-in: what the sign-in page uses; the other signed-out pages use most of it, and the
 *   signed-in pages its inputs and buttons.
 * - shell: the rest of what the signed-in frame uses; every signed-in page loads the frame.
 *
 * Everything else is split automatically, by the routes that use it. The grouping only moves
 * code between files: a wrong guess costs bytes, never behaviour.
 */
export function chunkGroups({
  loginRoute,
  shellRoute,
}: {
  /** The sign-in route's file, e.g. 'src/routes/login.tsx'. */
  loginRoute: string;
  /** The signed-in layout's file, e.g. 'src/routes/_app.tsx'. */
  shellRoute: string;
}): CodeSplittingGroup[] {
  const routesReaching = routeChunksReaching();
  // Two groups with priorities, not one name function answering either: that one measured
  // 14 KiB more on the sign-in page. A module both reach goes with the sign-in page.
  const reachedFrom = (route: string) => (id: string, ctx: ChunkingContext) =>
    !isRouteChunk(id) &&
    [...routesReaching(id, ctx)].some((root) => root.includes(`/${route}?tsr-split`));
  const fromLogin = reachedFrom(loginRoute);
  const fromShell = reachedFrom(shellRoute);
  return [
    { name: 'app', tags: ['$initial'], priority: 10 },
    { name: (id, ctx) => (fromLogin(id, ctx) ? 'sign-in' : null), priority: 9 },
    { name: (id, ctx) => (fromShell(id, ctx) ? 'shell' : null), priority: 8 },
  ];
}

/** TanStack Router's code-split route modules: `src/routes/…tsx?tsr-split=component`. */
const isRouteChunk = (id: string) => id.includes('?tsr-split');

/**
 * The route chunks whose static imports reach a module, memoised. A package's index file
 * (`@mantine/core`, `date-fns`) imports all of the package, so through it only the importers
 * that name one of the module's exports count: otherwise every route using one Mantine
 * component would seem to reach all of them.
 */
function routeChunksReaching() {
  const memo = new Map<string, Set<string>>();
  function reaching(id: string, ctx: ChunkingContext): Set<string> {
    const known = memo.get(id);
    if (known) return known;
    const roots = new Set<string>();
    memo.set(id, roots); // an import cycle stops here: a guess, never wrong code
    const info = ctx.getModuleInfo(id);
    if (!info) return roots;
    for (const importer of info.importers) {
      const importerInfo = ctx.getModuleInfo(importer);
      const through = importerInfo && isPackageIndex(importerInfo) ? importerInfo : null;
      const users = through
        ? through.importers.filter((user) =>
            importsAnyOf(ctx, user, packageOf(through.id), info.exports),
          )
        : [importer];
      for (const user of users) {
        if (isRouteChunk(user)) roots.add(user);
        for (const root of reaching(user, ctx)) roots.add(root);
      }
    }
    return roots;
  }
  return reaching;
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
