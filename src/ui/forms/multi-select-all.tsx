import '@mantine/core/styles/Pill.css';
import '@mantine/core/styles/PillsInput.css';
import {
  Box,
  Button,
  getParsedComboboxData,
  Group,
  isOptionsGroup,
  MultiSelect,
  type ComboboxItem,
  type MultiSelectProps,
} from '@mantine/core';
import { useUncontrolled } from '@mantine/hooks';
import type { ReactNode } from 'react';
import { useI18n, registerMessages } from '../../lib/i18n/i18n';
import { widgets } from '../../lib/i18n/en/widgets';

registerMessages(widgets);

export type MultiSelectAllProps = MultiSelectProps<string>;

/** The options a user may pick, in the order of `data`, groups flattened. */
function choosableValues(data: MultiSelectProps<string>['data']): string[] {
  return getParsedComboboxData(data)
    .flatMap((item) => (isOptionsGroup(item) ? item.items : [item]))
    .filter((item): item is ComboboxItem => !item.disabled)
    .map((item) => String(item.value));
}

/**
 * Mantine's MultiSelect with one action beside it (spec 000 §5: 'Select All' or 'Clear All').
 * It offers 'Clear All' once every option that can be picked is chosen, and 'Select All'
 * otherwise, including when some are chosen. Disabled options are left as they are by both.
 */
export function MultiSelectAll({
  value,
  defaultValue,
  onChange,
  data,
  disabled,
  readOnly,
  inputContainer,
  ...props
}: MultiSelectAllProps) {
  const { t } = useI18n();
  const [selected, setSelected] = useUncontrolled<string[]>({
    value,
    defaultValue,
    finalValue: [],
    onChange,
  });
  const choosable = choosableValues(data);
  const allChosen = choosable.length > 0 && choosable.every((option) => selected.includes(option));

  function toggle() {
    const locked = selected.filter((option) => !choosable.includes(option));
    setSelected(allChosen ? locked : [...locked, ...choosable]);
  }

  const container = (children: ReactNode) => (
    <Group gap="xs" wrap="nowrap" align="center">
      <Box flex={1} miw={0}>
        {inputContainer ? inputContainer(children) : children}
      </Box>
      <Button
        variant="subtle"
        size="compact-sm"
        onClick={toggle}
        disabled={disabled || readOnly || choosable.length === 0}
      >
        {allChosen ? t('widgets.clearAll') : t('widgets.selectAll')}
      </Button>
    </Group>
  );

  return (
    <MultiSelect
      {...props}
      data={data}
      value={selected}
      onChange={setSelected}
      disabled={disabled}
      readOnly={readOnly}
      inputContainer={container}
    />
  );
}
