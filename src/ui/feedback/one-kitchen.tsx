import { Select } from '@mantine/core';
import type { ReactNode } from 'react';
import { usePageScope } from '../../api/restaurants/page-scope';
import { GLOBAL_RESTAURANT } from '../../api/restaurants/restaurant-choice';
import { pcsAdmin } from '../../lib/i18n/en/pcs-admin';
import { registerMessages, useI18n } from '../../lib/i18n/i18n';
import { EmptyState } from './empty-state';
import { PageLoader } from './page-loader';

registerMessages(pcsAdmin);

/**
 * A page whose data is one kitchen's (fryers, adjustment rules and scales): in Global mode it
 * asks for a restaurant instead of guessing one (issue 14, "Global mode asks for a restaurant");
 * with one chosen it renders `children` for it, with its label for confirmations. `onChoose` is
 * the shell's restaurant choice (remembered, written to the URL), which the route passes in.
 */
export function OneKitchen({
  onChoose,
  children,
}: {
  onChoose(uuid: string): void;
  children(restaurant: { uuid: string; label: string }): ReactNode;
}) {
  const { t } = useI18n();
  const scope = usePageScope();
  if (!scope.ready) return <PageLoader />;
  if (scope.restaurant === GLOBAL_RESTAURANT) {
    return (
      <EmptyState title={t('pcsAdmin.chooseRestaurant')}>
        <Select
          label={t('pcsAdmin.chooseRestaurantHint')}
          placeholder={t('pcsAdmin.restaurant')}
          data={scope.choice.options.map(({ value, label }) => ({ value, label }))}
          searchable
          w={{ base: '100%', xs: 360 }}
          onChange={(uuid) => uuid && onChoose(uuid)}
          data-testid="choose-kitchen"
        />
      </EmptyState>
    );
  }
  const label =
    scope.choice.options.find((option) => option.value === scope.restaurant)?.label ??
    scope.restaurant;
  return <>{children({ uuid: scope.restaurant, label })}</>;
}
