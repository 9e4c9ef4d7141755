import { createFileRoute } from '@tanstack/react-router';
import { DictionaryPage } from '../../../../features/dictionaries/dictionary-page';
import { PageFrame } from '../../../../features/shell/page-frame';
import { guardPage } from '../../../../lib/route-guard';

export const Route = createFileRoute('/_app/settings/chicken/containers')({
  beforeLoad: ({ context }) => guardPage(context.user, '/settings/chicken/containers'),
  component: Page,
});

function Page() {
  const { user } = Route.useRouteContext();
  return (
    <PageFrame path="/settings/chicken/containers" user={user}>
      <DictionaryPage path="/settings/chicken/containers" user={user} />
    </PageFrame>
  );
}
