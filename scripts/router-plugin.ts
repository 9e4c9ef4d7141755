import { tanstackRouter, tanStackRouterCodeSplitter } from '@tanstack/router-plugin/vite';

const OPTIONS = {
  target: 'react',
  autoCodeSplitting: true,
  quoteStyle: 'single',
  // Loaders go with their route's component chunk: the entry keeps only guards and search
  // validation (the first page's JavaScript budget is tight).
  codeSplittingOptions: {
    defaultBehavior: [['loader', 'component'], ['errorComponent'], ['notFoundComponent']],
  },
} as const;

/**
 * TanStack Router's plugin for the build and the dev server: it writes the route tree and puts
 * each route's loader and component in a chunk of their own, loaded when the route is opened.
 */
export const routerPlugin = () => tanstackRouter(OPTIONS);

/**
 * The same split for the component tests, which read the committed route tree: a test file
 * evaluates the pages it opens, as the browser loads them, not all sixty.
 */
export const routeSplitter = () => tanStackRouterCodeSplitter(OPTIONS);
