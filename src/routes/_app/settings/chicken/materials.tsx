import { createFileRoute } from '@tanstack/react-router';
import { DictionaryPage } from '../../../../features/dictionaries/dictionary-page';
import { PageFrame } from '../../../../features/shell/page-frame';
import { guardPage } from '../../../../lib/route-guard';

export const Route = createFileRoute('/_app/settings/chicken/materials')({
  beforeLoad: ({ context }) => guardPage(context.user, '/settings/chicken/materials'),
  component: Page,
});

function Page() {
  const { user } = Route.useRouteContext();
  return (
    <PageFrame path="/settings/chicken/materials" user={user}>
      <DictionaryPage path="/settings/chicken/materials" user={user} />
    </PageFrame>
  );
}
