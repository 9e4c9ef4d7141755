import { CHICKEN_PRODUCTS } from '../../api/analytics/analytics.constants';
import { registerMessages, useI18n } from '../../lib/i18n/i18n';
import { dashboards } from '../../lib/i18n/en/dashboards';
import { ToolbarOptionFilter } from './toolbar-option-filter';

// Its texts travel with it: every page that shows it gets them.
registerMessages(dashboards);

/**
 * The analytics pages' chicken product multi-select (its texts are in the dashboards part,
 * which each page registers). Loaded after the page (Mantine's combobox is ~35 KiB gzip, a
 * fifth of the first page's budget); until then the toolbar shows a box of its size.
 */
export default function ChickenProductFilter({
  value,
  onChange,
}: {
  value: string[];
  onChange: (products: string[]) => void;
}) {
  const { t } = useI18n();
  return (
    <ToolbarOptionFilter
      label={t('dashboards.products')}
      placeholder={t('dashboards.allProducts')}
      options={CHICKEN_PRODUCTS}
      value={value}
      onChange={onChange}
    />
  );
}
