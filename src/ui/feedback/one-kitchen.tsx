import { lazy, Suspense, type ReactNode } from 'react';
import { usePageScope } from '../../api/restaurants/page-scope';
import { GLOBAL_RESTAURANT } from '../../api/restaurants/restaurant-choice';
import { useI18n } from '../../lib/i18n/i18n';
import { EmptyState } from './empty-state';
import { PageLoader } from './page-loader';
import { Pending } from './pending';

// The restaurant picker loads in Global mode only: a page opened on a kitchen does not need it.
const KitchenChoice = lazy(() => import('./kitchen-choice'));

export interface ChosenKitchen {
  uuid: string;
  /** Its name as the header lists it, for titles and confirmations. */
  label: string;
  /** Its IANA zone; null when it has none (the browser's). */
  timeZone: string | null;
}

/**
 * A page whose data is one kitchen's (a production queue, orders, fryers, adjustment rules): in
 * Global mode it asks for a restaurant instead of guessing one ("Global mode asks for
 * a restaurant"), saying `why` in the page's words; with one chosen it renders `children` for
 * it. `onChoose` is the shell's restaurant choice (remembered, written to the URL), which the
 * route passes in. One prompt for every such page, so each asks the same way.
 */
export function OneKitchen({
  why,
  onChoose,
  children,
}: {
  why: string;
  onChoose(uuid: string): void;
  children(restaurant: ChosenKitchen): ReactNode;
}) {
  const { t } = useI18n();
  const scope = usePageScope();
  if (!scope.ready) return <PageLoader />;
  if (scope.restaurant === GLOBAL_RESTAURANT) {
    return (
      <EmptyState title={t('filters.chooseRestaurant')}>
        <Suspense fallback={<Pending />}>
          <KitchenChoice why={why} options={scope.choice.options} onChoose={onChoose} />
        </Suspense>
      </EmptyState>
    );
  }
  const label =
    scope.choice.options.find((option) => option.value === scope.restaurant)?.label ??
    scope.restaurant;
  return <>{children({ uuid: scope.restaurant, label, timeZone: scope.timeZone })}</>;
}
