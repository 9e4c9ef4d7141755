/**
 * The smallest signed-in page the bound stack can make (scripts/bench-floor.mjs): React 19's
 * client, TanStack Router (a layout and a page with URL validation, links and preload on
 * intent), TanStack Query (one call), Mantine (the provider and the components any page frame
 * draws: a header with a burger, a title, a card grid, a button, a spinner) and valibot. None of
 * the console's own code: what this weighs, every first page weighs before its first feature.
 */
import {
  Burger,
  Button,
  Group,
  Loader,
  MantineProvider,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import {
  createRootRoute,
  createRoute,
  createRouter,
  Link,
  Outlet,
  RouterProvider,
} from '@tanstack/react-router';
import { createRoot } from 'react-dom/client';
import * as v from 'valibot';

const PageSearch = v.object({ period: v.optional(v.picklist(['hour', 'day', 'week'])) });

function Frame() {
  return (
    <Stack>
      <Group>
        <Burger opened={false} aria-label="Menu" />
        <Title order={1}>Kitchen</Title>
        <Link to="/">Home</Link>
      </Group>
      <Outlet />
    </Stack>
  );
}

function Page() {
  const figures = useQuery({
    queryKey: ['figures'],
    queryFn: async () => (await fetch('/figures')).json() as Promise<string>,
  });
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }}>
      <Paper withBorder p="md">
        {figures.isPending ? <Loader /> : <Text>{figures.data}</Text>}
      </Paper>
      <Button>Export</Button>
    </SimpleGrid>
  );
}

const rootRoute = createRootRoute({ component: Frame });
const pageRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/',
  validateSearch: (search) => v.parse(PageSearch, search),
  component: Page,
});
const router = createRouter({
  routeTree: rootRoute.addChildren([pageRoute]),
  defaultPreload: 'intent',
  scrollRestoration: true,
});
const queryClient = new QueryClient();

createRoot(document.getElementById('root')!).render(
  <MantineProvider>
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  </MantineProvider>,
);
