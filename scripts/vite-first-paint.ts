import type { OutputBundle, OutputChunk } from 'rolldown';
import type { Plugin } from 'vite';

/**
 * Two first-paint measures, applied to the built
 * index.html:
 * 1. The app's one stylesheet is inlined, so the static skeleton paints without waiting for
 *    a render-blocking request.
 * 2. A tiny inline script adds `modulepreload` links for the chunks of the route being
 *    opened (the login form, or the signed-in frame and its page), so they download in
 *    parallel with the entry instead of after it.
 */
export function firstPaint({
  sessionKey,
  homePath,
  loginPath,
}: {
  sessionKey: string;
  homePath: string;
  loginPath: string;
}): Plugin {
  return {
    name: 'kc-first-paint',
    apply: 'build',
    enforce: 'post',
    generateBundle(_, bundle) {
      const html = bundle['index.html'];
      if (!html || html.type !== 'asset') return;
      let source = String(html.source);
      source = inlineStylesheets(source, bundle);
      source = source.replace(
        '</head>',
        `<script>${preloadScript(routeChunks(bundle), { sessionKey, homePath, loginPath })}</script>\n</head>`,
      );
      html.source = source;
    },
  };
}

function inlineStylesheets(source: string, bundle: OutputBundle): string {
  return source.replace(
    /<link rel="stylesheet"[^>]*href="\/([^"]+\.css)"[^>]*>/g,
    (tag, fileName: string) => {
      const asset = bundle[fileName];
      if (!asset || asset.type !== 'asset') return tag;
      const css = String(asset.source);
      // Lazy chunks sharing these styles name this file among the ones Vite's preload helper
      // loads with them; an empty file keeps that load from failing, and the rules stay once.
      asset.source = '/* Inlined into index.html by scripts/vite-first-paint.ts. */\n';
      return `<style>${css}</style>`;
    },
  );
}

/** `src/routes/_app/restaurants.tsx?tsr-split=component` → `/restaurants`; layouts → `_app`. */
function routeKey(facadeModuleId: string): string | null {
  const match = /\/src\/routes\/(.+)\.tsx\?tsr-split/.exec(facadeModuleId);
  if (!match?.[1]) return null;
  const segments = match[1].split('/');
  const last = segments[segments.length - 1]!;
  if (segments.length === 1 && last.startsWith('_')) return last; // a pathless layout
  const path = segments.filter((segment) => !segment.startsWith('_') && segment !== 'index');
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

function routeChunks(bundle: OutputBundle): Record<string, string[]> {
  const entry = Object.values(bundle).find(
    (output): output is OutputChunk => output.type === 'chunk' && output.isEntry,
  );
  const preloadedByHtml = new Set(
    entry ? [entry.fileName, ...staticImports(entry, bundle, new Set())] : [],
  );
  const routes: Record<string, string[]> = {};
  for (const output of Object.values(bundle)) {
    if (output.type !== 'chunk' || !output.facadeModuleId) continue;
    const key = routeKey(output.facadeModuleId);
    if (!key) continue;
    routes[key] = [output.fileName, ...staticImports(output, bundle, new Set())]
      .filter((file) => !preloadedByHtml.has(file))
      .map((file) => `/${file}`);
  }
  return routes;
}

function preloadScript(
  routes: Record<string, string[]>,
  { sessionKey, homePath, loginPath }: { sessionKey: string; homePath: string; loginPath: string },
): string {
  // Files once, routes as indexes into them: ~70 routes share a handful of chunks.
  const files = [...new Set(Object.values(routes).flat())];
  const indexed = Object.fromEntries(
    Object.entries(routes).map(([key, list]) => [key, list.map((file) => files.indexOf(file))]),
  );
  return `(function(){var f=${JSON.stringify(files)},r=${JSON.stringify(indexed)};
var p=location.pathname.replace(/\\/$/,'')||'/';
var signedIn=!!localStorage.getItem(${JSON.stringify(sessionKey)});
var list=!signedIn||p===${JSON.stringify(loginPath)}?r[${JSON.stringify(loginPath)}]||[]:(r._app||[]).concat(r[p]||r[${JSON.stringify(homePath)}]||[]);
var seen={};list.forEach(function(i){if(seen[i])return;seen[i]=1;var l=document.createElement('link');l.rel='modulepreload';l.crossOrigin='';l.href=f[i];document.head.appendChild(l);});})();`;
}
