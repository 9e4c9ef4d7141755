import { Group, Input } from '@mantine/core';
import { useUncontrolled } from '@mantine/hooks';
import { useId, useState } from 'react';
import { useI18n, registerMessages } from '../../lib/i18n/i18n';
import {
  HMS_FIELDS,
  HMS_MAX,
  isHmsFieldValue,
  type HmsField,
  type HmsValue,
} from '../../lib/time-of-day';
import { NumberInput } from './number-input';
import { widgets } from '../../lib/i18n/en/widgets';

registerMessages(widgets);

export interface HmsInputProps {
  label: string;
  value?: HmsValue;
  defaultValue?: HmsValue;
  onChange?(value: HmsValue): void;
  disabled?: boolean;
}

const ZERO: HmsValue = { hours: 0, minutes: 0, seconds: 0 };

const FIELD_LABEL = {
  hours: 'widgets.hours',
  minutes: 'widgets.minutes',
  seconds: 'widgets.seconds',
} as const;

/**
 * A 24-hour duration or time of day as three small fields (spec 000 §5 "Time inputs"): hours
 * 0-23, minutes and seconds 0-59. A keystroke that would leave a field out of range is refused
 * and the field keeps its old value; a field left empty shows its value again on blur.
 */
export function HmsInput({ label, value, defaultValue, onChange, disabled }: HmsInputProps) {
  const { t } = useI18n();
  const labelId = useId();
  const [current, setCurrent] = useUncontrolled({
    value,
    defaultValue,
    finalValue: ZERO,
    onChange,
  });
  // A field being cleared to type a new number; the committed value is kept meanwhile.
  const [empty, setEmpty] = useState<HmsField | null>(null);

  function change(field: HmsField, next: number | string) {
    if (next === '' || typeof next !== 'number') {
      setEmpty(field);
      return;
    }
    setEmpty(null);
    if (isHmsFieldValue(field, next) && next !== current[field]) {
      setCurrent({ ...current, [field]: next });
    }
  }

  return (
    <Input.Wrapper label={label} labelElement="div" labelProps={{ id: labelId }}>
      <Group gap={4} wrap="nowrap" role="group" aria-labelledby={labelId}>
        {HMS_FIELDS.map((field) => (
          <NumberInput
            key={field}
            aria-label={t(FIELD_LABEL[field])}
            w={64}
            min={0}
            max={HMS_MAX[field]}
            allowDecimal={false}
            allowNegative={false}
            clampBehavior="none"
            isAllowed={({ floatValue }) =>
              floatValue === undefined || isHmsFieldValue(field, floatValue)
            }
            disabled={disabled}
            value={empty === field ? '' : current[field]}
            onChange={(next) => change(field, next)}
            onBlur={() => setEmpty(null)}
          />
        ))}
      </Group>
    </Input.Wrapper>
  );
}
