import { useI18n } from '../../lib/i18n/i18n';
import { MultiSelectAll } from '../../ui/multi-select-all';
import { POTATO_PACKAGE_TYPES } from '../../api/potato/potato.constants';
import { TOOLBAR_FILTER_WIDTH } from '../../ui/pending';

/**
 * The potato dashboard's package-type multi-select, loaded after the page as the chicken
 * product filter is (Mantine's combobox is too heavy for the first paint).
 */
export default function PotatoPackageFilter({
  value,
  onChange,
}: {
  value: string[];
  onChange: (types: string[]) => void;
}) {
  const { t } = useI18n();
  return (
    <MultiSelectAll
      aria-label={t('potatoDashboard.packageTypes')}
      placeholder={value.length === 0 ? t('potatoDashboard.allPackageTypes') : undefined}
      data={POTATO_PACKAGE_TYPES.map((type) => ({
        value: type,
        label: t(`potatoDashboard.type.${type}`),
      }))}
      value={value}
      onChange={onChange}
      clearable
      w={TOOLBAR_FILTER_WIDTH}
      maw={420}
    />
  );
}
