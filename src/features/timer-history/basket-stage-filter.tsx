import { BASKET_STAGES, type BasketStage } from '../../api/timer-history/timer-history.constants';
import { useI18n } from '../../lib/i18n/i18n';
import { ToolbarOptionFilter } from '../../ui/forms/toolbar-option-filter';

/** The basket events' steps (spec 001 §4 production stages 2–5); none chosen is every step. */
export default function BasketStageFilter({
  value,
  onChange,
}: {
  value: string[];
  onChange(next: BasketStage[]): void;
}) {
  const { t } = useI18n();
  return (
    <ToolbarOptionFilter
      label={t('timerHistory.stages')}
      placeholder={t('timerHistory.stages.all')}
      options={BASKET_STAGES.map((stage) => ({
        value: stage,
        label: t(`timerHistory.stage.${stage}`),
      }))}
      value={value}
      onChange={(next) => onChange(BASKET_STAGES.filter((stage) => next.includes(stage)))}
    />
  );
}
