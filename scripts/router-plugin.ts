import { tanstackRouter } from '@tanstack/router-plugin/vite';

/**
 * TanStack Router's plugin, for the build, the dev server and the component tests: it keeps the
 * route tree written and puts each route's loader and component in a chunk of their own, loaded
 * when the route is opened. The tests need the same split, so that a test file evaluates the
 * pages it opens, as the browser loads them, not all sixty (the splitter alone, without the
 * tree's generator, leaves every route whole).
 */
export function routerPlugin() {
  return tanstackRouter({
    target: 'react',
    autoCodeSplitting: true,
    quoteStyle: 'single',
    // Loaders go with their route's component chunk: the entry keeps only guards and search
    // validation (the first page's JavaScript budget is tight).
    codeSplittingOptions: {
      defaultBehavior: [['loader', 'component'], ['errorComponent'], ['notFoundComponent']],
    },
  });
}
