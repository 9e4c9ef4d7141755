import { MantineProvider } from '@mantine/core';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  createMemoryHistory,
  createRootRoute,
  createRouter,
  RouterProvider,
} from '@tanstack/react-router';
import { describe, expect, it } from 'vitest';
import { TabBar } from '../../src/ui/forms/tab-bar';
import { theme } from '../../src/ui/theme/theme';

const TABS = [
  { value: 'list', label: 'List' },
  { value: 'graphic', label: 'Graphic' },
] as const;

async function renderTabs(path: string) {
  const rootRoute = createRootRoute({
    component: () => (
      <TabBar group="view" tabs={TABS}>
        {(active) => <p>panel {active}</p>}
      </TabBar>
    ),
  });
  const history = createMemoryHistory({ initialEntries: [path] });
  const router = createRouter({ routeTree: rootRoute, history });
  await router.load();
  render(
    <MantineProvider theme={theme} env="test">
      <RouterProvider router={router} />
    </MantineProvider>,
  );
  await screen.findByRole('tablist');
  return { router, history };
}

describe('spec 000 §2: tab bars keep the active tab in a query parameter named after the group', () => {
  it('shows the first tab when the parameter is absent or not one of the tabs', async () => {
    await renderTabs('/stock?view=nonsense');
    expect(screen.getByRole('tab', { name: 'List' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByText('panel list')).toBeInTheDocument();
  });

  it('opens the tab named in the URL', async () => {
    await renderTabs('/stock?view=graphic');
    expect(screen.getByRole('tab', { name: 'Graphic' })).toHaveAttribute('aria-selected', 'true');
  });

  it('pushes a history entry on selection, keeping other parameters, so Back returns', async () => {
    const { router, history } = await renderTabs('/stock?restaurantUuid=r1');
    await userEvent.click(screen.getByRole('tab', { name: 'Graphic' }));
    await waitFor(() =>
      expect(router.state.location.search).toEqual({ restaurantUuid: 'r1', view: 'graphic' }),
    );
    expect(screen.getByText('panel graphic')).toBeInTheDocument();
    history.back();
    await waitFor(() => expect(router.state.location.search).toEqual({ restaurantUuid: 'r1' }));
    expect(screen.getByText('panel list')).toBeInTheDocument();
  });
});
