import { createRouter, Navigate, type RouterHistory } from '@tanstack/react-router';
import type { QueryClient } from '@tanstack/react-query';
import { routeTree } from './routeTree.gen';
import { CrashScreen } from './ui/feedback/crash-screen';
import { PageLoader } from './ui/feedback/page-loader';

export interface RouterContext {
  queryClient: QueryClient;
}

/** `history` is for tests (a memory history); the console uses the browser's. */
export function createAppRouter(queryClient: QueryClient, history?: RouterHistory) {
  return createRouter({
    routeTree,
    history,
    context: { queryClient },
    defaultPreload: 'intent',
    // The query cache decides freshness; the router just asks it.
    defaultPreloadStaleTime: 0,
    defaultPendingComponent: PageLoader,
    defaultErrorComponent: CrashScreen,
    // What even the splat route cannot match (a path that is not valid percent-encoding)
    // goes home too (spec 000 §2).
    defaultNotFoundComponent: () => <Navigate to="/" replace />,
    scrollRestoration: true,
  });
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
