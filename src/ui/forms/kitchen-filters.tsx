import { useQuery } from '@tanstack/react-query';
import {
  ENTREE_PACKAGE_TYPES,
  type EntreePackageType,
} from '../../api/analytics/events-analytics.constants';
import { dictionariesQueries } from '../../api/dictionaries/dictionaries.queries';
import { materialFilterOptions } from '../../api/dictionaries/material-options.queries';
import { materialsQueries } from '../../api/materials/materials.queries';
import { POTATO_PACKAGE_TYPES } from '../../api/potato/potato.constants';
import { potatoPackageLabel } from '../../api/potato/potato.schema';
import { isKnown } from '../../lib/known-value';
import { kitchenFilters } from '../../lib/i18n/en/kitchen-filters';
import { registerMessages, useI18n, type Translate } from '../../lib/i18n/i18n';
import { ToolbarOptionFilter } from './toolbar-option-filter';

registerMessages(kitchenFilters);

// The kitchen's own filters, shared by events analytics and the timer histories. The
// multi-selects load after their page, as the product filter does (Mantine's combobox is large).

interface ListFilterProps {
  value: string[];
  onChange: (next: string[]) => void;
}

type Option = { value: string; label: string };

/** What a provider filter says in place of a choice: all, loading, failed, none to choose. */
export interface ProviderFilterTexts {
  label: string;
  all: string;
  loading: string;
  failed: string;
  none: string;
}

/**
 * A filter whose options the provider answers (vendors, packages, the dictionaries' products).
 * While they load, when they fail or are none, it says so and stays disabled; a value not among
 * them is not shown as chosen (the page drops it from the URL once they are known).
 */
export function ProviderOptionFilter({
  texts,
  options,
  value,
  onChange,
}: ListFilterProps & {
  texts: ProviderFilterTexts;
  options: { data: readonly Option[] | undefined; isError: boolean };
}) {
  const data = options.data ?? [];
  const placeholder =
    options.data === undefined
      ? options.isError
        ? texts.failed
        : texts.loading
      : data.length === 0
        ? texts.none
        : texts.all;
  return (
    <ToolbarOptionFilter
      label={texts.label}
      placeholder={placeholder}
      options={data}
      value={value.filter((chosen) => data.some((option) => option.value === chosen))}
      onChange={onChange}
      disabled={data.length === 0}
    />
  );
}

/** A provider filter's texts under `key`: its label, then `.all`, `.loading`, `.failed`, `.none`. */
function filterTexts(
  t: Translate,
  key: 'kitchen.vendors' | 'kitchen.packageTypes',
): ProviderFilterTexts {
  return {
    label: t(key),
    all: t(`${key}.all`),
    loading: t(`${key}.loading`),
    failed: t(`${key}.failed`),
    none: t(`${key}.none`),
  };
}

/**
 * The fryer cards' vendors (spec 001 §3 "vendors … (fryer only)"), from GET
 * /materials/filters/fryer-vendors; the fryer figures are for every vendor while there is none.
 */
export function FryerVendorFilter(props: ListFilterProps) {
  const { t } = useI18n();
  const vendors = useQuery({
    ...materialsQueries.fryerVendors(),
    select: (names: string[]) => names.map((name) => ({ value: name, label: name })),
  });
  return (
    <ProviderOptionFilter {...props} texts={filterTexts(t, 'kitchen.vendors')} options={vendors} />
  );
}

/** An entree package's name: ours for the seeded codes, else the provider's code as it is. */
function entreePackageLabel(code: string, t: Translate): string {
  return (ENTREE_PACKAGE_TYPES as readonly string[]).includes(code)
    ? t(`kitchen.package.${code as EntreePackageType}`)
    : code;
}

/**
 * The entree-chute cards' packages (spec 001 §3 "packages (entree chutes only)"), from GET
 * /materials/filters/chicken-packages: the chicken packages dictionary's.
 */
export function EntreePackageFilter(props: ListFilterProps) {
  const { t } = useI18n();
  const packages = useQuery({
    ...materialsQueries.chickenPackages(),
    select: (codes: string[]) =>
      codes.map((code) => ({ value: code, label: entreePackageLabel(code, t) })),
  });
  return (
    <ProviderOptionFilter
      {...props}
      texts={filterTexts(t, 'kitchen.packageTypes')}
      options={packages}
    />
  );
}

/** Where a product filter says it is loading, failed or has nothing to offer. */
export function productTexts(t: Translate, label: string, all: string): ProviderFilterTexts {
  return {
    label,
    all,
    loading: t('kitchen.products.loading'),
    failed: t('kitchen.products.failed'),
    none: t('kitchen.products.none'),
  };
}

/**
 * A potato station's products, the potato materials dictionary's (GET
 * /dictionaries/potato-materials/all) by code; none chosen is all.
 */
export function PotatoProductFilter(props: ListFilterProps) {
  const { t } = useI18n();
  const products = useQuery(materialFilterOptions('potato'));
  return (
    <ProviderOptionFilter
      {...props}
      texts={productTexts(t, t('kitchen.potatoProducts'), t('kitchen.potatoProducts.all'))}
      options={products}
    />
  );
}

/**
 * A potato list's or the potato dashboard's package types: the potato packages dictionary's
 * codes (GET /dictionaries/packages, spec 001 §7), a seeded one by its label, another by its
 * name; none is all.
 */
export function PotatoPackageFilter(props: ListFilterProps) {
  const { t } = useI18n();
  const query = useQuery(dictionariesQueries.potatoPackageOptions());
  const packages = {
    data: query.data?.map(({ code, name }) => ({
      value: code,
      label: isKnown(POTATO_PACKAGE_TYPES, code) ? potatoPackageLabel(t, code) : name,
    })),
    isError: query.isError,
  };
  return (
    <ProviderOptionFilter
      {...props}
      texts={{
        label: t('kitchen.potatoPackages'),
        all: t('kitchen.potatoPackages.all'),
        loading: t('kitchen.potatoPackages.loading'),
        failed: t('kitchen.potatoPackages.failed'),
        none: t('kitchen.potatoPackages.none'),
      }}
      options={packages}
    />
  );
}
