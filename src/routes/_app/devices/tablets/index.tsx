import { createFileRoute } from '@tanstack/react-router';
import { usePageScope } from '../../../../api/restaurants/page-scope';
import { useFleetScope } from '../../../../features/devices/device-scope';
import { tabletSearch } from '../../../../features/devices/devices-search';
import { TabletsPage, TabletToolbar } from '../../../../features/devices/tablets-page';
import { PageFrame } from '../../../../features/shell/page-frame';
import { guardPage } from '../../../../lib/route-guard';

const PATH = '/devices/tablets';

export const Route = createFileRoute('/_app/devices/tablets/')({
  // The layout validates the shared dates and restaurant; this adds the tab, filters and page.
  validateSearch: tabletSearch.validate,
  beforeLoad: ({ context }) => guardPage(context.user, PATH),
  component: TabletsRoute,
});

function TabletsRoute() {
  const { user } = Route.useRouteContext();
  const search = Route.useSearch();
  const scope = useFleetScope();
  const { timeZone } = usePageScope();
  return (
    <PageFrame
      path={PATH}
      user={user}
      actions={<TabletToolbar search={search} timeZone={timeZone} />}
    >
      <TabletsPage scope={scope} search={search} user={user} timeZone={timeZone} />
    </PageFrame>
  );
}
