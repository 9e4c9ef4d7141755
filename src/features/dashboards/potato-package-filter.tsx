import { useI18n } from '../../lib/i18n/i18n';
import { POTATO_PACKAGE_TYPES } from '../../api/potato/potato.constants';
import { ToolbarOptionFilter } from '../../ui/forms/toolbar-option-filter';

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
    <ToolbarOptionFilter
      label={t('potatoDashboard.packageTypes')}
      placeholder={t('potatoDashboard.allPackageTypes')}
      options={POTATO_PACKAGE_TYPES.map((type) => ({
        value: type,
        label: t(`kitchen.potatoPackage.${type}`),
      }))}
      value={value}
      onChange={onChange}
    />
  );
}
