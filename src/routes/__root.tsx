import { Outlet, createRootRouteWithContext } from '@tanstack/react-router';
import { AppReadySignal } from '../app-ready';
import type { RouterContext } from '../router';
import { Notices } from '../ui/feedback/notify';
import { UpdatePrompt } from '../ui/feedback/update-prompt';

export const Route = createRootRouteWithContext<RouterContext>()({
  component: RootLayout,
});

function RootLayout() {
  return (
    <>
      <Outlet />
      <UpdatePrompt />
      <Notices />
      <AppReadySignal />
    </>
  );
}
