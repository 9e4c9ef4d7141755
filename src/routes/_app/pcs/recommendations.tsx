import { createFileRoute } from '@tanstack/react-router';
import {
  RecommendationsPage,
  RecommendationsToolbar,
  warmRecommendations,
} from '../../../features/recommendations/recommendations-page';
import {
  recommendationsDeps,
  recommendationsSearch,
} from '../../../features/recommendations/recommendations-search';
import { PageFrame } from '../../../features/shell/page-frame';
import { guardPage } from '../../../lib/route-guard';

export const Route = createFileRoute('/_app/pcs/recommendations')({
  // The layout validates the shared dates and restaurant; this adds the history's filters.
  validateSearch: recommendationsSearch,
  loaderDeps: ({ search }) => recommendationsDeps(search),
  beforeLoad: ({ context }) => guardPage(context.user, '/pcs/recommendations'),
  loader: ({ context, deps }) => warmRecommendations(context, deps),
  component: Page,
});

function Page() {
  const { user } = Route.useRouteContext();
  const search = Route.useSearch();
  return (
    <PageFrame
      path="/pcs/recommendations"
      user={user}
      actions={<RecommendationsToolbar search={search} />}
    >
      <RecommendationsPage search={search} user={user} />
    </PageFrame>
  );
}
