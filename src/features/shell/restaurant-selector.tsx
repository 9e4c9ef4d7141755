import {
  Badge,
  CloseButton,
  Combobox,
  Group,
  Text,
  Tooltip,
  UnstyledButton,
  useCombobox,
} from '@mantine/core';
import { useState } from 'react';
import {
  GLOBAL_RESTAURANT,
  type RestaurantChoice,
  type RestaurantOption,
} from '../../api/restaurants/restaurant-choice';
import { useI18n } from '../../lib/i18n/i18n';
import { ChevronDownIcon, GlobeIcon, StoreIcon } from '../../ui/icons';

/**
 * The header's restaurant selector (spec 000 §2): 'Global' when the value is 'select', else the
 * restaurant number, with the label in a tooltip; the list shows label and number, a clear icon
 * goes back to Global, and in Global mode the list's first entry (Global itself) is left out.
 * A USER, bound to one restaurant, sees it as a fixed badge: the current restaurant is always
 * on screen, also on a phone, so nobody acts on the wrong site.
 */
export function RestaurantSelector({
  choice,
  onChoose,
}: {
  choice: RestaurantChoice;
  onChoose(uuid: string): void;
}) {
  const { t } = useI18n();
  const current = choice.options.find((option) => option.value === choice.current);
  const isGlobal = !current;
  const label = current ? current.label : t('shell.global');
  const short = current ? current.number : t('shell.global');

  if (choice.fixed) {
    if (!current) return null;
    return (
      <Tooltip label={label} withArrow>
        <Badge
          size="lg"
          variant="light"
          leftSection={<StoreIcon width={14} height={14} />}
          aria-label={t('shell.currentRestaurant', { label })}
          tabIndex={0}
        >
          {short}
        </Badge>
      </Tooltip>
    );
  }
  if (choice.options.length === 0) return null;

  return (
    <Group gap={2} wrap="nowrap">
      <RestaurantList
        options={choice.options}
        current={choice.current}
        onChoose={onChoose}
        trigger={(toggle, expanded) => (
          <Tooltip label={label} withArrow disabled={expanded}>
            <UnstyledButton
              onClick={toggle}
              aria-haspopup="listbox"
              aria-expanded={expanded}
              aria-label={t('shell.currentRestaurant', { label })}
              className="kc-header-chip"
              data-global={isGlobal || undefined}
            >
              {isGlobal ? (
                <GlobeIcon width={16} height={16} />
              ) : (
                <StoreIcon width={16} height={16} />
              )}
              <span>{short}</span>
              <ChevronDownIcon />
            </UnstyledButton>
          </Tooltip>
        )}
      />
      {!isGlobal && (
        <CloseButton
          size="sm"
          aria-label={t('shell.clearRestaurant')}
          onClick={() => onChoose(GLOBAL_RESTAURANT)}
        />
      )}
    </Group>
  );
}

function matches(option: RestaurantOption, search: string): boolean {
  const needle = search.trim().toLowerCase();
  return needle === '' || option.label.toLowerCase().includes(needle);
}

function RestaurantList({
  options,
  current,
  onChoose,
  trigger,
}: {
  options: RestaurantOption[];
  current: string;
  onChoose(uuid: string): void;
  trigger(toggle: () => void, expanded: boolean): React.ReactNode;
}) {
  const { t } = useI18n();
  const [search, setSearch] = useState('');
  const combobox = useCombobox({
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
        {trigger(() => combobox.toggleDropdown(), combobox.dropdownOpened)}
      </Combobox.Target>
      <Combobox.Dropdown>
        <Combobox.Search
          value={search}
          onChange={(event) => setSearch(event.currentTarget.value)}
          placeholder={t('shell.searchRestaurants')}
          aria-label={t('shell.searchRestaurants')}
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
