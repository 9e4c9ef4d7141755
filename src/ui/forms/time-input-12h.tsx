import {
  Autocomplete,
  Text,
  type AutocompleteProps,
  type ComboboxParsedItem,
  type OptionsFilter,
} from '@mantine/core';
import { useUncontrolled } from '@mantine/hooks';
import { useState, type FocusEvent } from 'react';
import { useI18n, type Translate, registerMessages } from '../../lib/i18n/i18n';
import {
  checkTime12h,
  DEFAULT_TIME,
  DEFAULT_TIME_INTERVAL,
  formatTime12h,
  parseTime12h,
  timeOptions,
  type TimeError,
  type TimeRules,
} from '../../lib/time-of-day';
import { widgets } from '../../lib/i18n/en/widgets';

registerMessages(widgets);

export interface TimeInput12hProps
  extends
    Omit<
      AutocompleteProps,
      'value' | 'defaultValue' | 'onChange' | 'data' | 'filter' | 'renderOption' | 'min' | 'max'
    >,
    TimeRules {
  /** Minutes since midnight; default 12:00 am. */
  value?: number;
  defaultValue?: number;
  /** Called with minutes since midnight, only for a valid time. */
  onChange?(minutes: number): void;
  /** Minutes between options; default 15. */
  interval?: number;
  /** Label each option with its minutes since the start (`after`, else `min`). */
  showElapsed?: boolean;
}

function errorText(t: Translate, error: TimeError, rules: TimeRules): string {
  switch (error) {
    case 'after':
      return t('timeInput.notAfterStart', { time: formatTime12h(rules.after ?? 0) });
    case 'min':
      return t('timeInput.beforeMin', { time: formatTime12h(rules.min ?? 0) });
    case 'max':
      return t('timeInput.afterMax', { time: formatTime12h(rules.max ?? 0) });
    default:
      return t('timeInput.invalid');
  }
}

/** All options while the field holds a whole time (so the list is a picker), else the matches. */
const filterOptions: OptionsFilter = ({ options, search }) => {
  if (search.trim() === '' || parseTime12h(search) !== null) return options;
  const needle = search.trim().toLowerCase();
  return options.filter(
    (option: ComboboxParsedItem) =>
      'value' in option && option.value.toLowerCase().includes(needle),
  );
};

/**
 * A 12-hour time field 'hh:mm am|pm' on Mantine's Autocomplete (spec 000 §5, spec 001 §5):
 * type a time or pick one from options spaced by `interval`. The value must be later than
 * `after`, at or after `min` and at or before `max`. Invalid text is marked (error text and
 * `aria-invalid`) and, on blur, the field goes back to the last valid time. Default 12:00 am.
 */
export function TimeInput12h({
  value,
  defaultValue,
  onChange,
  after,
  min,
  max,
  interval = DEFAULT_TIME_INTERVAL,
  showElapsed = false,
  error,
  onBlur,
  ...props
}: TimeInput12hProps) {
  const { t } = useI18n();
  const [minutes, setMinutes] = useUncontrolled({
    value,
    defaultValue,
    finalValue: DEFAULT_TIME,
    onChange,
  });
  // What is being typed; null shows the value itself.
  const [draft, setDraft] = useState<string | null>(null);

  const elapsedFrom = showElapsed ? (after ?? min) : undefined;
  const options = timeOptions({ interval, after, min, max, elapsedFrom });
  const elapsed = new Map(options.map((option) => [option.value, option.elapsed]));
  // Autocomplete writes an option's label into the field, so the elapsed minutes are drawn by
  // renderOption rather than put in the label.
  const renderOption: AutocompleteProps['renderOption'] = ({ option }) => {
    const minutesSince = elapsed.get(option.value);
    if (minutesSince === undefined) return option.value;
    return (
      <>
        {option.value}{' '}
        <Text span size="xs" c="dimmed">
          ({t('timeInput.elapsed', { count: minutesSince })})
        </Text>
      </>
    );
  };

  const rules = { after, min, max };
  const check = draft === null ? null : checkTime12h(draft, rules);
  const invalid = check !== null && !check.ok ? errorText(t, check.error, rules) : null;

  function change(text: string) {
    setDraft(text);
    const result = checkTime12h(text, rules);
    if (result.ok && result.minutes !== minutes) setMinutes(result.minutes);
  }

  function blur(event: FocusEvent<HTMLInputElement>) {
    setDraft(null);
    onBlur?.(event);
  }

  return (
    <Autocomplete
      {...props}
      data={options.map((option) => option.value)}
      filter={filterOptions}
      renderOption={renderOption}
      value={draft ?? formatTime12h(minutes)}
      onChange={change}
      onBlur={blur}
      error={invalid ?? error}
      autoComplete="off"
    />
  );
}
