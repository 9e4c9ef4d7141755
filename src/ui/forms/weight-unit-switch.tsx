import '@mantine/core/styles/SegmentedControl.css';
import { SegmentedControl } from '@mantine/core';
import { isWeightUnit, WEIGHT_UNITS } from '../../lib/format';
import { useI18n, registerMessages } from '../../lib/i18n/i18n';
import { useWeightUnit } from '../analytics/use-weight-unit';
import { widgets } from '../../lib/i18n/en/widgets';

registerMessages(widgets);

const LABEL_KEY = { kg: 'weight.kg', lbs: 'weight.lbs' } as const;

/** 'Kilograms' / 'Pounds' (spec 001 §5), remembered for every weight on every page. */
export function WeightUnitSwitch() {
  const { t } = useI18n();
  const [unit, setUnit] = useWeightUnit();
  return (
    <SegmentedControl
      aria-label={t('weight.unit')}
      data={WEIGHT_UNITS.map(({ value }) => ({ value, label: t(LABEL_KEY[value]) }))}
      value={unit}
      onChange={(value) => {
        if (isWeightUnit(value)) setUnit(value);
      }}
    />
  );
}
