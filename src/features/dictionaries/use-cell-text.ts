import { useQuery } from '@tanstack/react-query';
import type {
  DictionaryEntry,
  DictionaryField,
  DictionaryKind,
} from '../../api/dictionaries/dictionaries.endpoints';
import { dictionariesQueries } from '../../api/dictionaries/dictionaries.queries';
import type { WeightUnit } from '../../lib/format';
import { useI18n } from '../../lib/i18n/i18n';
import { numberFormat } from '../../lib/intl';
import { weightIn } from './dictionary-form';

const UNIT_LABELS = {
  PIECE: 'dictionaries.unit.PIECE',
  KILOGRAM: 'dictionaries.unit.KILOGRAM',
  PORTION: 'dictionaries.unit.PORTION',
} as const;

/**
 * How a dictionary's fields read in its list and cards: headers with their unit, weights in
 * the user's unit (spec 001 §5), a package's material by name, a measurement unit in words.
 */
export function useCellText(kind: DictionaryKind) {
  const { t, locale } = useI18n();
  const hasUnit = kind.fields.some((field) => field.type === 'unit');
  const units = useQuery({ ...dictionariesQueries.measurementUnits(), enabled: hasUnit });
  const materials = useQuery(dictionariesQueries.materials(kind));
  const decimals = numberFormat(locale, { maximumFractionDigits: 3 });

  function unitName(code: string): string {
    if (code in UNIT_LABELS) return t(UNIT_LABELS[code as keyof typeof UNIT_LABELS]);
    return units.data?.find((unit) => unit.code === code)?.name ?? code;
  }

  return {
    /** The choices of a `unit` field and a `material` field, and why they are missing. */
    units,
    materials,
    unitName,
    header(field: DictionaryField, unit: WeightUnit): string {
      const label = t(`dictionaries.field.${field.key}` as 'dictionaries.field.name');
      if (field.type === 'weight') return t('dictionaries.inUnit', { label, unit });
      if (field.type === 'minutes') return t('dictionaries.inMinutes', { label });
      return label;
    },
    cell(field: DictionaryField, entry: DictionaryEntry, unit: WeightUnit): string {
      const value = entry[field.key];
      if (value === null || value === undefined || value === '')
        return field.type === 'vendor' ? t('dictionaries.noVendor') : t('empty.notAvailable');
      switch (field.type) {
        case 'weight':
          return decimals.format(weightIn(Number(value), unit));
        case 'minutes':
        case 'count':
          return decimals.format(Number(value));
        case 'material':
          return (
            materials.data?.find((option) => option.uuid === value)?.name ?? t('empty.notAvailable')
          );
        case 'unit':
          return unitName(String(value));
        default:
          return String(value);
      }
    },
  };
}
