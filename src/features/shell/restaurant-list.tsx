import { Combobox, Group, Text, useCombobox } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { GLOBAL_RESTAURANT, type RestaurantOption } from '../../api/restaurants/restaurant-choice';
import { useI18n, registerMessages } from '../../lib/i18n/i18n';
import { GlobeIcon } from '../../ui/icons';
import { shell } from '../../lib/i18n/en/shell';

registerMessages(shell);

function matches(option: RestaurantOption, search: string): boolean {
  const needle = search.trim().toLowerCase();
  return needle === '' || option.label.toLowerCase().includes(needle);
}

/**
 * The selector's list (spec 000 §2), loaded on first use and opened at once: rows show the
 * label and the number; in Global mode the first entry (Global itself) is left out; a search
 * narrows the up to 100 restaurants; a click outside closes it.
 */
export default function RestaurantList({
  options,
  current,
  onChoose,
  chip,
}: {
  options: RestaurantOption[];
  current: string;
  onChoose(uuid: string): void;
  chip(props: { onClick(): void; 'aria-expanded': boolean }): ReactNode;
}) {
  const { t } = useI18n();
  const [search, setSearch] = useState('');
  const combobox = useCombobox({
    defaultOpened: true,
    onDropdownClose: () => {
      combobox.resetSelectedOption();
      setSearch('');
    },
    onDropdownOpen: () => combobox.focusSearchInput(),
  });
  const isGlobal = current === GLOBAL_RESTAURANT;
  const shown = options.filter((option) => matches(option, search));

  return (
    <Combobox
      store={combobox}
      width={320}
      position="bottom-start"
      shadow="md"
      onOptionSubmit={(value) => {
        onChoose(value);
        combobox.closeDropdown();
      }}
    >
      <Combobox.Target withAriaAttributes={false}>
        {chip({
          onClick: () => combobox.toggleDropdown(),
          'aria-expanded': combobox.dropdownOpened,
        })}
      </Combobox.Target>
      <Combobox.Dropdown>
        <Combobox.Search
          value={search}
          onChange={(event) => setSearch(event.currentTarget.value)}
          placeholder={t('shell.searchRestaurants')}
          aria-label={t('shell.searchRestaurants')}
          data-autofocus
        />
        <Combobox.Options
          mah={340}
          style={{ overflowY: 'auto' }}
          aria-label={t('shell.restaurant')}
        >
          {!isGlobal && search.trim() === '' && (
            <Combobox.Option value={GLOBAL_RESTAURANT}>
              <Group gap="xs" wrap="nowrap">
                <GlobeIcon width={16} height={16} />
                <Text size="sm">{t('shell.global')}</Text>
              </Group>
            </Combobox.Option>
          )}
          {shown.map((option) => (
            <Combobox.Option
              key={option.value}
              value={option.value}
              active={option.value === current}
              aria-selected={option.value === current}
            >
              <Group justify="space-between" wrap="nowrap" gap="sm">
                <Text size="sm" truncate>
                  {option.label}
                </Text>
                <Text size="xs" c="dimmed" ff="monospace">
                  #{option.number}
                </Text>
              </Group>
            </Combobox.Option>
          ))}
          {shown.length === 0 && <Combobox.Empty>{t('shell.noRestaurantMatch')}</Combobox.Empty>}
        </Combobox.Options>
      </Combobox.Dropdown>
    </Combobox>
  );
}
