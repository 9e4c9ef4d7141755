import { createFileRoute } from '@tanstack/react-router';
import { DictionaryPage } from '../../../../features/dictionaries/dictionary-page';
import { PageFrame } from '../../../../features/shell/page-frame';
import { guardPage } from '../../../../lib/route-guard';

export const Route = createFileRoute('/_app/settings/potato/materials')({
  beforeLoad: ({ context }) => guardPage(context.user, '/settings/potato/materials'),
  component: Page,
});

function Page() {
  const { user } = Route.useRouteContext();
  return (
    <PageFrame path="/settings/potato/materials" user={user}>
      <DictionaryPage path="/settings/potato/materials" user={user} />
    </PageFrame>
  );
}
