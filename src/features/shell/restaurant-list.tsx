import { Combobox, Group, Loader, Text, useCombobox } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { GLOBAL_RESTAURANT, type RestaurantOption } from '../../api/restaurants/restaurant-choice';
import { useRestaurantSearch } from '../../api/restaurants/restaurant-search';
import { SEARCH_MAX_LENGTH } from '../../lib/search-input';
import { useI18n, registerMessages } from '../../lib/i18n/i18n';
import { GlobeIcon } from '../../ui/theme/icons';
import { shell } from '../../lib/i18n/en/shell';

registerMessages(shell);

/**
 * The selector's list (spec 000 §2), loaded on first use and opened at once: rows show the
 * label and the number; in Global mode the first entry (Global itself) is left out; before
 * anything is typed it shows the first 100 (and the current one), a search asks the provider
 * for the whole chain; a click outside closes it.
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
  const found = useRestaurantSearch(search);
  const shown = found.results ?? options;

  return (
    <Combobox
      store={combobox}
      width={320}
      position="bottom-start"
      shadow="md"
      onOptionSubmit={(value) => {
        found.remember(value);
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
          maxLength={SEARCH_MAX_LENGTH}
          rightSection={found.searching ? <Loader size={14} aria-hidden /> : null}
          aria-busy={found.searching}
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
          {/* Spec 000 §7 line 173: 'Global' and 'Select Restaurant' first; the second heads
              the restaurants, as its value is Global's (docs/decisions/shell-and-widgets.md). */}
          <Combobox.Group label={search.trim() === '' ? t('shell.selectRestaurant') : undefined}>
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
          </Combobox.Group>
          {found.failed ? (
            <Combobox.Empty>{t('shell.restaurantSearchFailed')}</Combobox.Empty>
          ) : (
            shown.length === 0 &&
            !found.searching && <Combobox.Empty>{t('shell.noRestaurantMatch')}</Combobox.Empty>
          )}
        </Combobox.Options>
      </Combobox.Dropdown>
    </Combobox>
  );
}
