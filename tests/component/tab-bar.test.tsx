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
import { useGlobalModeGuard } from '../../src/ui/feedback/global-mode-guard';
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

function GuardedDelete({ isGlobal, onDelete }: { isGlobal: boolean; onDelete(): void }) {
  const guard = useGlobalModeGuard(isGlobal);
  return (
    <>
      <button onClick={() => guard.run({ action: 'Delete', what: '3 recordings' }, onDelete)}>
        Delete
      </button>
      {guard.dialog}
    </>
  );
}

describe('wrong-site guard: destructive actions in Global mode', () => {
  function renderGuard(isGlobal: boolean) {
    const deleted: number[] = [];
    render(
      <MantineProvider theme={theme} env="test">
        <GuardedDelete isGlobal={isGlobal} onDelete={() => deleted.push(1)} />
      </MantineProvider>,
    );
    return deleted;
  }

  it('asks first, naming what the action affects, and runs only when confirmed', async () => {
    const deleted = renderGuard(true);
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Global mode' });
    expect(dialog).toHaveTextContent('“Delete” will apply to 3 recordings in every restaurant');
    expect(deleted).toHaveLength(0);
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(deleted).toHaveLength(0);

    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    const confirm = (await screen.findAllByRole('button', { name: 'Delete' })).at(-1)!;
    await userEvent.click(confirm);
    expect(deleted).toHaveLength(1);
  });

  it('runs at once when a restaurant is chosen', async () => {
    const deleted = renderGuard(false);
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    expect(deleted).toHaveLength(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
