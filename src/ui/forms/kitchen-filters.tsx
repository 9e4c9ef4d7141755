import { useQuery } from '@tanstack/react-query';
import { ENTREE_PACKAGE_TYPES } from '../../api/analytics/events-analytics.constants';
import { POTATO_PRODUCTS } from '../../api/timer-history/timer-history.constants';
import { materialsQueries } from '../../api/materials/materials.queries';
import { kitchenFilters } from '../../lib/i18n/en/kitchen-filters';
import { registerMessages, useI18n } from '../../lib/i18n/i18n';
import { ToolbarOptionFilter } from './toolbar-option-filter';

registerMessages(kitchenFilters);

// The kitchen's own filters, shared by events analytics and the timer histories. The
// multi-selects load after their page, as the product filter does (Mantine's combobox is large).

interface ListFilterProps {
  value: string[];
  onChange: (next: string[]) => void;
}

/**
 * The fryer cards' vendors (spec 001 §3 "vendors … (fryer only)"), from GET
 * /materials/filters/fryer-vendors. While the list loads, when it fails or is empty, the filter
 * says so and stays disabled; the fryer figures are then for every vendor.
 */
export function FryerVendorFilter({ value, onChange }: ListFilterProps) {
  const { t } = useI18n();
  const vendors = useQuery(materialsQueries.fryerVendors());
  const options = vendors.data ?? [];
  const placeholder =
    vendors.data === undefined
      ? t(vendors.isError ? 'kitchen.vendors.failed' : 'kitchen.vendors.loading')
      : options.length === 0
        ? t('kitchen.vendors.none')
        : t('kitchen.vendors.all');
  return (
    <ToolbarOptionFilter
      label={t('kitchen.vendors')}
      placeholder={placeholder}
      options={options}
      value={value.filter((name) => options.includes(name))}
      onChange={onChange}
      disabled={options.length === 0}
    />
  );
}

/** The entree-chute cards' package types (spec 001 §3 "packages (entree chutes only)"). */
export function EntreePackageFilter({ value, onChange }: ListFilterProps) {
  const { t } = useI18n();
  return (
    <ToolbarOptionFilter
      label={t('kitchen.packageTypes')}
      placeholder={t('kitchen.packageTypes.all')}
      options={ENTREE_PACKAGE_TYPES.map((type) => ({
        value: type,
        label: t(`kitchen.package.${type}`),
      }))}
      value={value}
      onChange={onChange}
    />
  );
}

/** A potato station's products (fries, hash browns); none chosen is both. */
export function PotatoProductFilter({ value, onChange }: ListFilterProps) {
  const { t } = useI18n();
  return (
    <ToolbarOptionFilter
      label={t('kitchen.potatoProducts')}
      placeholder={t('kitchen.potatoProducts.all')}
      options={POTATO_PRODUCTS.map((product) => ({
        value: product,
        label: t(`kitchen.potatoProduct.${product}`),
      }))}
      value={value}
      onChange={onChange}
    />
  );
}
