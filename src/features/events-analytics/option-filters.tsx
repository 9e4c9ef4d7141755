import { useQuery } from '@tanstack/react-query';
import { ENTREE_PACKAGE_TYPES } from '../../api/analytics/events-analytics.constants';
import { materialsQueries } from '../../api/materials/materials.queries';
import { useI18n } from '../../lib/i18n/i18n';
import { ToolbarOptionFilter } from '../../ui/forms/toolbar-option-filter';

// The page's multi-selects, loaded after it as the product filter is (Mantine's combobox is
// large); the page registers their texts.

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
      ? t(vendors.isError ? 'eventsAnalytics.vendors.failed' : 'eventsAnalytics.vendors.loading')
      : options.length === 0
        ? t('eventsAnalytics.vendors.none')
        : t('eventsAnalytics.vendors.all');
  return (
    <ToolbarOptionFilter
      label={t('eventsAnalytics.vendors')}
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
      label={t('eventsAnalytics.packageTypes')}
      placeholder={t('eventsAnalytics.packageTypes.all')}
      options={ENTREE_PACKAGE_TYPES.map((type) => ({
        value: type,
        label: t(`eventsAnalytics.package.${type}`),
      }))}
      value={value}
      onChange={onChange}
    />
  );
}
