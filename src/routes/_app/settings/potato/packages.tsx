import { createFileRoute } from '@tanstack/react-router';
import { DictionaryPage } from '../../../../features/dictionaries/dictionary-page';
import { PageFrame } from '../../../../features/shell/page-frame';
import { guardPage } from '../../../../lib/route-guard';

export const Route = createFileRoute('/_app/settings/potato/packages')({
  beforeLoad: ({ context }) => guardPage(context.user, '/settings/potato/packages'),
  component: Page,
});

function Page() {
  const { user } = Route.useRouteContext();
  return (
    <PageFrame path="/settings/potato/packages" user={user}>
      <DictionaryPage path="/settings/potato/packages" user={user} />
    </PageFrame>
  );
}
