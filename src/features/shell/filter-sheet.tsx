import { Button, Drawer, Group, Loader, MantineThemeProvider, Select, Stack } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import type { RestaurantChoice } from '../../api/restaurants/restaurant-choice';
import { useRestaurantSearch } from '../../api/restaurants/restaurant-search';
import { SEARCH_MAX_LENGTH } from '../../lib/search-input';
import { useI18n, registerMessages } from '../../lib/i18n/i18n';
import { withDefaultFilters, type FilterKeys } from '../../lib/page-filters';
import { useSetSearch } from '../../ui/hooks/use-set-search';
import { useChooseRestaurant } from './choose-restaurant';
import { shell } from '../../lib/i18n/en/shell';

registerMessages(shell);

/**
 * The lists of selects in the sheet open inside it: rendered in a portal, outside the sheet's
 * dialog, they closed as soon as they opened (measured in Chromium on a phone viewport).
 */
const IN_SHEET = { comboboxProps: { withinPortal: false } };
/**
 * A choice of options spans the sheet, and a label longer than its share wraps: 'Waste / Cooked'
 * was cut at a phone's edge, past its control's width.
 */
const SEGMENTS_IN_SHEET = {
  fullWidth: true,
  styles: {
    control: { display: 'flex' },
    label: {
      whiteSpace: 'normal',
      flex: 1,
      display: 'flex',
      alignItems: 'center',
      justifyContent: 'center',
    },
  },
};
const SHEET_THEME = {
  components: {
    Select: { defaultProps: IN_SHEET },
    MultiSelect: { defaultProps: IN_SHEET },
    SegmentedControl: { defaultProps: SEGMENTS_IN_SHEET },
  },
};

/**
 * The phone's filter sheet (spec 000 §1 "mobile filter dialog"): the page's own filters, the
 * same controls as the wide toolbar, one under the other; every change applies at once, as it
 * does there. For a user who may switch restaurants and has none chosen, the restaurant picker
 * comes first (spec 000 §6).
 */
export default function FilterSheet({
  opened,
  onClose,
  choice,
  filterKeys,
  changed,
  children,
}: {
  opened: boolean;
  onClose(): void;
  choice: RestaurantChoice | null;
  /** The keys a list names for its filters; the general rule otherwise (lib/page-filters). */
  filterKeys: FilterKeys;
  /** How many filters differ from their defaults (counted by the Filters button). */
  changed: number;
  children: ReactNode;
}) {
  const { t } = useI18n();
  const setSearch = useSetSearch();
  const chooseRestaurant = useChooseRestaurant();
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      position="bottom"
      title={t('filters.title')}
      closeButtonProps={{ 'aria-label': t('filters.close') }}
      radius="md"
      styles={{ content: { height: 'auto', maxHeight: '85dvh' } }}
    >
      <MantineThemeProvider theme={SHEET_THEME} inherit>
        <Stack gap="md">
          {choice && <SheetRestaurantPicker choice={choice} onChoose={chooseRestaurant} />}
          {children}
          <Group grow>
            <Button
              variant="default"
              disabled={changed === 0}
              onClick={() => setSearch((search) => withDefaultFilters(search, filterKeys))}
            >
              {t('filters.reset')}
            </Button>
            <Button onClick={onClose}>{t('filters.done')}</Button>
          </Group>
        </Stack>
      </MantineThemeProvider>
    </Drawer>
  );
}

/** The sheet's restaurant picker: the first 100, and the provider's search for the rest. */
function SheetRestaurantPicker({
  choice,
  onChoose,
}: {
  choice: RestaurantChoice;
  onChoose(uuid: string): void;
}) {
  const { t } = useI18n();
  const [text, setText] = useState('');
  const found = useRestaurantSearch(text);
  const shown = found.results ?? choice.options;
  return (
    <Select
      label={t('shell.restaurant')}
      placeholder={t('filters.chooseRestaurant')}
      data={shown.map((option) => ({ value: option.value, label: option.label }))}
      searchable
      searchValue={text}
      onSearchChange={setText}
      // The provider has searched already; Mantine's own filter would hide nothing more.
      filter={({ options }) => options}
      maxLength={SEARCH_MAX_LENGTH}
      rightSection={found.searching ? <Loader size={14} aria-hidden /> : undefined}
      nothingFoundMessage={
        found.searching
          ? undefined
          : t(found.failed ? 'shell.restaurantSearchFailed' : 'shell.noRestaurantMatch')
      }
      onChange={(value) => {
        if (!value) return;
        found.remember(value);
        onChoose(value);
      }}
    />
  );
}
