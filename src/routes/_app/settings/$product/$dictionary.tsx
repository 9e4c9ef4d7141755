import { createFileRoute, notFound } from '@tanstack/react-router';
import { DictionaryPage } from '../../../../features/dictionaries/dictionary-page';
import { PageFrame } from '../../../../features/shell/page-frame';
import { dictionarySettingsPage } from '../../../../lib/dictionary-pages';
import { guardPage } from '../../../../lib/route-guard';

// Every dictionary's settings page (lib/dictionary-pages.ts): a product or dictionary that is
// not in the table is a page that does not exist (potato has no containers).
export const Route = createFileRoute('/_app/settings/$product/$dictionary')({
  params: {
    parse: ({ product, dictionary }) => {
      const page = dictionarySettingsPage(product, dictionary);
      if (!page) throw notFound();
      return { product: page.product, dictionary: page.tab, path: page.path };
    },
    stringify: ({ product, dictionary }) => ({ product, dictionary }),
  },
  beforeLoad: ({ context, params }) => guardPage(context.user, params.path),
  component: DictionaryRoute,
});

function DictionaryRoute() {
  const { user } = Route.useRouteContext();
  const { path } = Route.useParams();
  return (
    <PageFrame path={path} user={user}>
      <DictionaryPage path={path} user={user} />
    </PageFrame>
  );
}
