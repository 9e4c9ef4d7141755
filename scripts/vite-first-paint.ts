import type { OutputBundle, OutputChunk } from 'rolldown';
import { minifySync, type Plugin } from 'vite';

/**
 * Three first-paint measures, applied to the built
 * index.html:
 * 1. The app's one stylesheet is inlined, so the static skeleton paints without waiting for
 *    a render-blocking request.
 * 2. A tiny inline script adds `modulepreload` links for the chunks of the route being
 *    opened (the login form, or the signed-in frame and its page), and links its stylesheets,
 *    so they download in parallel with the entry instead of after it. The login form's list is in the script; the
 *    signed-in routes' lists (about 5 KiB gzip for some seventy routes) are a hashed JSON file
 *    the script fetches only when a session is stored, so a signed-out visit never loads them.
 * 3. Each signed-in page's title (the page frame's heading, from the route table) is a JSON
 *    block the script reads to name the skeleton's heading: a phone shows which page is
 *    opening while the entry still downloads, and the heading is in place when the app renders.
 * A page of a family (`/pcs/$id`) is found by its pattern, one segment for each `$` segment.
 */

/** The signed-in routes' preload lists (scripts/budget.mjs finds the file by this name). */
const ROUTE_PRELOADS_NAME = 'route-preloads.json';
/** The `<script type="application/json">` holding the signed-in pages' titles. */
const TITLES_ID = 'kc-sk-titles';
export function firstPaint({
  sessionKey,
  homePath,
  loginPath,
  titles,
  startModules,
}: {
  sessionKey: string;
  homePath: string;
  loginPath: string;
  /** Each signed-in page's title, English and Spanish, by its route path (`/pcs/$id`). */
  titles: Record<string, readonly [en: string, es: string]>;
  /**
   * Modules the entry imports lazily and waits for before the first render (the saved query
   * cache's code): a signed-in start preloads them with the frame. Not signed out: /login is
   * within its byte budget without them, and the sign-in form is light to render.
   */
  startModules: string[];
}): Plugin {
  return {
    name: 'kc-first-paint',
    apply: 'build',
    enforce: 'post',
    generateBundle(_, bundle) {
      const html = bundle['index.html'];
      if (!html || html.type !== 'asset') return;
      // index.html's own scripts (the preload script below is written compact, and the budget
      // reads its lists as written).
      let source = minifyInlineScripts(String(html.source));
      source = inlineStylesheets(source, bundle);
      const { [loginPath]: loginChunks = [], ...signedIn } = routeChunks(bundle, startModules);
      const listsFile = this.getFileName(
        this.emitFile({
          type: 'asset',
          name: ROUTE_PRELOADS_NAME,
          source: JSON.stringify(indexedLists(signedIn)),
        }),
      );
      // Data, not code: the titles are HTML bytes of every first visit, parsed only signed in.
      const titlesJson = JSON.stringify(titles).replace(/</g, '\\u003c');
      const script = preloadScript(loginChunks, `/${listsFile}`, {
        sessionKey,
        homePath,
        loginPath,
      });
      source = source.replace(
        '</head>',
        // A function, not a string: the script's own `$'` would be a replacement pattern.
        () =>
          `<script type="application/json" id="${TITLES_ID}">${titlesJson}</script>\n<script>${script}</script>\n</head>`,
      );
      html.source = source;
    },
  };
}

/**
 * index.html's inline scripts, minified: their comments explain them in the source and cost
 * every first visit nothing. Data blocks (`type="application/json"`) and module scripts are left
 * as they are; each script is on its own (no names are shared between them), so names inside
 * may shorten.
 */
function minifyInlineScripts(source: string): string {
  return source.replace(
    /<script>([\s\S]*?)<\/script>/g,
    (_, code: string) => `<script>${minifySync('inline.js', code).code.trim()}</script>`,
  );
}

function inlineStylesheets(source: string, bundle: OutputBundle): string {
  return source.replace(
    /<link rel="stylesheet"[^>]*href="\/([^"]+\.css)"[^>]*>/g,
    (tag, fileName: string) => {
      const asset = bundle[fileName];
      if (!asset || asset.type !== 'asset') return tag;
      const css = String(asset.source);
      // Lazy chunks sharing these styles name this file among the ones Vite's preload helper
      // loads with them. The helper skips a stylesheet the document already links, and a
      // disabled link is not fetched: a page's first render does not wait a round trip for a
      // file whose rules are already here. The file is emptied, should anything still ask.
      asset.source = '/* Inlined into index.html by scripts/vite-first-paint.ts. */\n';
      return `<style>${css}</style><link rel="stylesheet" href="/${fileName}" disabled>`;
    },
  );
}

/**
 * `src/routes/_app/restaurants.tsx?tsr-split=component` → `/restaurants`; layouts → `_app`;
 * `_app/restaurants_/$uuid/devices/pc.tsx` → `/restaurants/$uuid/devices/pc` (a trailing `_`
 * only un-nests the route from its parent's layout: the path is the same).
 */
function routeKey(facadeModuleId: string): string | null {
  const match = /\/src\/routes\/(.+)\.tsx\?tsr-split/.exec(facadeModuleId);
  if (!match?.[1]) return null;
  const segments = match[1].split('/');
  const last = segments[segments.length - 1]!;
  if (segments.length === 1 && last.startsWith('_')) return last; // a pathless layout
  const path = segments
    .filter((segment) => !segment.startsWith('_') && segment !== 'index')
    .map((segment) => segment.replace(/_$/, ''));
  return `/${path.join('/')}`;
}

function staticImports(chunk: OutputChunk, bundle: OutputBundle, seen: Set<string>): string[] {
  for (const file of chunk.imports) {
    if (seen.has(file)) continue;
    seen.add(file);
    const imported = bundle[file];
    if (imported?.type === 'chunk') staticImports(imported, bundle, seen);
  }
  return [...seen];
}

type StyledChunk = OutputChunk & { viteMetadata?: { importedCss: Set<string> } };

/**
 * The stylesheets Vite's preload helper loads with a chunk, in its order (an import's before
 * the importer's): the route's component waits for them before it renders.
 */
function stylesheets(
  chunk: StyledChunk,
  bundle: OutputBundle,
  seen = new Set<string>(),
  found: string[] = [],
): string[] {
  for (const file of chunk.imports) {
    if (seen.has(file)) continue;
    seen.add(file);
    const imported = bundle[file];
    if (imported?.type === 'chunk') stylesheets(imported, bundle, seen, found);
  }
  for (const css of chunk.viteMetadata?.importedCss ?? [])
    if (!found.includes(css)) found.push(css);
  return found;
}

function routeChunks(bundle: OutputBundle, startModules: string[]): Record<string, string[]> {
  const entry = Object.values(bundle).find(
    (output): output is OutputChunk => output.type === 'chunk' && output.isEntry,
  );
  // The entry's stylesheet is inlined (`inlineStylesheets`).
  const preloadedByHtml = new Set(
    entry
      ? [entry.fileName, ...staticImports(entry, bundle, new Set()), ...stylesheets(entry, bundle)]
      : [],
  );
  const routes: Record<string, string[]> = {};
  for (const output of Object.values(bundle)) {
    if (output.type !== 'chunk' || !output.facadeModuleId) continue;
    const key = routeKey(output.facadeModuleId);
    if (!key) continue;
    routes[key] = [
      output.fileName,
      ...staticImports(output, bundle, new Set()),
      ...stylesheets(output, bundle),
    ]
      .filter((file) => !preloadedByHtml.has(file))
      .map((file) => `/${file}`);
  }
  const started = Object.values(bundle).filter(
    (output): output is OutputChunk =>
      output.type === 'chunk' &&
      startModules.some((module) => output.facadeModuleId?.endsWith(module) ?? false),
  );
  if (started.length !== startModules.length)
    throw new Error(`first-paint: no chunk of some start module: ${startModules.join(', ')}`);
  routes._app = [
    ...(routes._app ?? []),
    ...started.flatMap((chunk) => [chunk.fileName, ...staticImports(chunk, bundle, new Set())]),
  ]
    .filter((file) => !preloadedByHtml.has(file))
    .map((file) => (file.startsWith('/') ? file : `/${file}`));
  return routes;
}

/**
 * Files once, by name in /assets/ without '.js' (stylesheets keep '.css'), and routes as indexes
 * into them (the signed-in frame's files not repeated in each page's list): some seventy routes
 * share a handful of chunks, and this halves the file. Scripts are sorted, stylesheets keep
 * their order: it is their cascade.
 */
function indexedLists(routes: Record<string, string[]>): {
  files: string[];
  routes: Record<string, number[]>;
} {
  const frame = new Set(routes._app ?? []);
  const own = Object.fromEntries(
    Object.entries(routes).map(([key, list]) => [
      key,
      key === '_app' ? list : list.filter((file) => !frame.has(file)),
    ]),
  );
  const files = [...new Set(Object.values(own).flat())];
  const names = files.map((file) => {
    const name = /^\/assets\/([^/]+?)(\.js)?$/.exec(file)?.[1];
    if (!name) throw new Error(`first-paint: a route chunk outside /assets/: ${file}`);
    return name;
  });
  return {
    files: names,
    routes: Object.fromEntries(
      Object.entries(own).map(([key, list]) => [
        key,
        [...list.filter((file) => !file.endsWith('.css')).map((file) => files.indexOf(file))]
          .sort((a, b) => a - b)
          .concat(list.filter((file) => file.endsWith('.css')).map((file) => files.indexOf(file))),
      ]),
    ),
  };
}

/** The preload links one task adds (`preloadScript`). */
const PRELOAD_SLICE = 4;

function preloadScript(
  loginChunks: string[],
  listsUrl: string,
  { sessionKey, homePath, loginPath }: { sessionKey: string; homePath: string; loginPath: string },
): string {
  // Signed in, the lists arrive while the entry (~140 KiB) still downloads: the page's chunks
  // and stylesheets are still fetched beside it, not after it (a stylesheet added by a script
  // does not block the paint). A failed fetch (offline) only loses the hints.
  // A page is the path's own key, else the first pattern it fits (`/pcs/$id` for /pcs/7), in
  // the titles (the registry's pages) and in the lists (the route files': one family route,
  // `/timers-cycle-history/$station`, serves every station). The title goes on
  // <html data-sk-title> for the skeleton's heading (index.html writes it), in the first paint:
  // waiting for the lists would paint it a round trip later.
  // Each link starts a request on the main thread, about 1 ms on a fast phone: the signed-in
  // pages' 20–30 links went in one task of 55–150 ms at 4× (docs/measurements.md); they go in
  // slices of PRELOAD_SLICE, a task each.
  return `(function(){function add(files){var seen={},todo=files.filter(function(file){return seen[file]?0:(seen[file]=1);});(function next(){todo.splice(0,${PRELOAD_SLICE}).forEach(function(file){var l=document.createElement('link');l.rel=/\\.css$/.test(file)?'stylesheet':'modulepreload';l.crossOrigin='';l.href=file;document.head.appendChild(l);});if(todo.length)setTimeout(next);})();}
var html=document.documentElement,p=location.pathname.replace(/\\/$/,'')||'/';
if(!localStorage.getItem(${JSON.stringify(sessionKey)})||p===${JSON.stringify(loginPath)}){add(${JSON.stringify(loginChunks)});return;}
function fit(o){if(o[p])return p;for(var k in o)if(k.indexOf('$')>=0&&new RegExp('^'+k.replace(/\\$[^/]*/g,'[^/]+')+'$').test(p))return k;}
var titles=JSON.parse(document.getElementById(${JSON.stringify(TITLES_ID)}).textContent),route=fit(titles);
if(route)html.dataset.skTitle=titles[route][html.lang==='es'?1:0];
fetch(${JSON.stringify(listsUrl)}).then(function(a){return a.json();}).then(function(d){var r=d.routes;add((r._app||[]).concat(r[fit(r)]||r[${JSON.stringify(homePath)}]||[]).map(function(i){var f=d.files[i];return '/assets/'+f+(/\\.css$/.test(f)?'':'.js');}));}).catch(function(){});})();`;
}
