import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ThemeProvider } from './ui/theme/theme-provider';

/**
 * Theme follows the system's light/dark setting; one query cache for the whole console. The
 * theme's CSS variables come from the static `ui/theme/theme-variables.css`, not a style tag
 * injected after first paint.
 */
export function Providers({
  queryClient,
  env,
  children,
}: {
  queryClient: QueryClient;
  /** 'test' turns off Mantine's transitions and portals (component tests). */
  env?: 'default' | 'test';
  children: ReactNode;
}) {
  return (
    <ThemeProvider env={env}>
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </ThemeProvider>
  );
}
