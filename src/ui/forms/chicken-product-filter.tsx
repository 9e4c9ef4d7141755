import { useQuery } from '@tanstack/react-query';
import { materialFilterOptions } from '../../api/dictionaries/material-options.queries';
import { registerMessages, useI18n } from '../../lib/i18n/i18n';
import { dashboards } from '../../lib/i18n/en/dashboards';
import { ProviderOptionFilter, productTexts } from './kitchen-filters';

// Its texts travel with it: every page that shows it gets them.
registerMessages(dashboards);

/**
 * The chicken product multi-select of the analytics pages and the chicken lists: the chicken
 * materials dictionary's (GET /dictionaries/materials/all), by name, so a material added on the
 * dictionaries page is an option. Loaded after the page (Mantine's combobox is ~35 KiB gzip, a
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
  const products = useQuery(materialFilterOptions('chicken'));
  return (
    <ProviderOptionFilter
      texts={productTexts(t, t('dashboards.products'), t('dashboards.allProducts'))}
      options={products}
      value={value}
      onChange={onChange}
    />
  );
}
