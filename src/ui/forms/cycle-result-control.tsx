import '@mantine/core/styles/SegmentedControl.css';
import { SegmentedControl } from '@mantine/core';
import { kitchenFilters } from '../../lib/i18n/en/kitchen-filters';
import { registerMessages, useI18n } from '../../lib/i18n/i18n';

registerMessages(kitchenFilters);

/** Spec 000 §3 "vendors and isCorrect (default all)": every cycle, or correct or incorrect ones. */
const CYCLE_RESULTS = ['all', 'true', 'false'] as const;

/** Whether fryer cycles ran the product's own program: all (default), correct, incorrect. */
export function CycleResultControl({
  value,
  onChange,
}: {
  value: boolean | undefined;
  onChange(next: boolean | undefined): void;
}) {
  const { t } = useI18n();
  return (
    <SegmentedControl
      aria-label={t('kitchen.isCorrect')}
      data={CYCLE_RESULTS.map((result) => ({
        value: result,
        label: t(`kitchen.isCorrect.${result}`),
      }))}
      value={value === undefined ? 'all' : String(value)}
      onChange={(result) => onChange(result === 'all' ? undefined : result === 'true')}
    />
  );
}
