import { CHICKEN_PRODUCTS } from '../../api/analytics/analytics.constants';
import { registerMessages, useI18n } from '../../lib/i18n/i18n';
import { MultiSelectAll } from './multi-select-all';
import { dashboards } from '../../lib/i18n/en/dashboards';
import { TOOLBAR_FILTER_WIDTH } from '../feedback/pending';

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
    <MultiSelectAll
      aria-label={t('dashboards.products')}
      placeholder={value.length === 0 ? t('dashboards.allProducts') : undefined}
      data={[...CHICKEN_PRODUCTS]}
      value={value}
      onChange={onChange}
      clearable
      w={TOOLBAR_FILTER_WIDTH}
      maw={420}
    />
  );
}
