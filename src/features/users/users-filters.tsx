import '@mantine/core/styles/Flex.css';
import { Button, Flex, Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { getRouteApi } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { USER_TYPES } from '../../api/users/users.constants';
import { useI18n } from '../../lib/i18n/i18n';
import { SEARCH_DEBOUNCE_MS } from '../../lib/search-input';
import { LimitedTextInput } from '../../ui/forms/limited-text-input';
import { useIsMobile } from '../../ui/hooks/use-is-mobile';
import { USER_SORTS, type UserSort, type UsersSearch } from './users-search';
import { useUserOptions } from './use-user-options';

const route = getRouteApi('/_app/users/');
const ALL = 'all';

/**
 * The users list's filters and sort, in the URL: name or e-mail search (asked 300 ms
 * after the last keystroke, spec 000 §9), type, role, restaurant. A role or restaurant the URL
 * names that is not among the options is dropped once they are in (spec 000 §5). Above the list,
 * or in a phone's filter sheet.
 */
export function UsersFilters() {
  const { t } = useI18n();
  const isMobile = useIsMobile();
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const options = useUserOptions();

  /** A new filter starts again from the first page. */
  function setFilters(patch: Partial<UsersSearch>, replace = false) {
    void navigate({ search: (previous) => ({ ...previous, ...patch, page: undefined }), replace });
  }

  const unknownRole =
    search.role !== undefined &&
    options.rolesReady &&
    !options.roles.some((role) => role.value === search.role);
  const unknownRestaurant =
    search.restaurant !== undefined &&
    options.restaurantsReady &&
    !options.restaurants.some((restaurant) => restaurant.value === search.restaurant);
  useEffect(() => {
    if (!unknownRole && !unknownRestaurant) return;
    void navigate({
      search: (previous) => ({
        ...previous,
        ...(unknownRole ? { role: undefined } : {}),
        ...(unknownRestaurant ? { restaurant: undefined } : {}),
      }),
      replace: true,
    });
  }, [unknownRole, unknownRestaurant, navigate]);

  const hasFilters =
    search.search !== undefined ||
    search.type !== undefined ||
    search.role !== undefined ||
    search.restaurant !== undefined;
  const width = { base: '100%', xs: 200 };

  return (
    <Flex
      direction={{ base: 'column', xs: 'row' }}
      align={{ base: 'stretch', xs: 'flex-end' }}
      wrap="wrap"
      gap="sm"
    >
      <SearchField
        inUrl={search.search ?? ''}
        onSearch={(text) => setFilters({ search: text || undefined }, true)}
      />
      <Select
        w={width}
        label={t('users.type')}
        data={[
          { value: ALL, label: t('users.allTypes') },
          ...USER_TYPES.map((type) => ({ value: type, label: t(`users.type.${type}`) })),
        ]}
        value={search.type ?? ALL}
        allowDeselect={false}
        onChange={(value) => setFilters({ type: USER_TYPES.find((type) => type === value) })}
      />
      <Select
        w={width}
        label={t('users.role')}
        data={[{ value: ALL, label: t('users.allRoles') }, ...options.roles]}
        value={search.role ?? ALL}
        allowDeselect={false}
        searchable
        onChange={(value) => setFilters({ role: !value || value === ALL ? undefined : value })}
      />
      <Select
        w={width}
        label={t('users.restaurant')}
        data={[{ value: ALL, label: t('users.allRestaurants') }, ...options.restaurants]}
        value={search.restaurant ?? ALL}
        allowDeselect={false}
        searchable
        onChange={(value) =>
          setFilters({ restaurant: !value || value === ALL ? undefined : value })
        }
      />
      <Select
        w={width}
        label={t('users.sort')}
        data={USER_SORTS.map((sort) => ({ value: sort, label: t(`users.sort.${sort}`) }))}
        value={search.sort ?? 'email'}
        allowDeselect={false}
        onChange={(value) => {
          const sort = USER_SORTS.find((option) => option === value) as UserSort | undefined;
          setFilters({ sort: sort === 'email' ? undefined : sort });
        }}
      />
      {/* A phone's sheet has its own 'Reset filters'. */}
      {!isMobile && (
        <Button
          variant="default"
          disabled={!hasFilters}
          onClick={() =>
            setFilters({
              search: undefined,
              type: undefined,
              role: undefined,
              restaurant: undefined,
            })
          }
        >
          {t('users.clearFilters')}
        </Button>
      )}
    </Flex>
  );
}

/**
 * The search text: typed here, written to the URL after a pause without a history entry per
 * letter; it follows the URL when that changes from elsewhere (back, Clear filters).
 */
function SearchField({ inUrl, onSearch }: { inUrl: string; onSearch(text: string): void }) {
  const { t } = useI18n();
  const [text, setText] = useState(inUrl);
  const [seen, setSeen] = useState(inUrl);
  const [asked] = useDebouncedValue(text.trim(), SEARCH_DEBOUNCE_MS);
  // Set while rendering, as React advises for state that follows a prop.
  if (inUrl !== seen) {
    setSeen(inUrl);
    if (inUrl.trim() !== text.trim()) setText(inUrl);
  }
  useEffect(() => {
    if (asked !== inUrl.trim() && asked === text.trim()) onSearch(asked);
    // Only a settled text is written; the URL's own changes are followed above.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [asked]);
  return (
    <LimitedTextInput
      type="search"
      w={{ base: '100%', xs: 240 }}
      label={t('users.search')}
      placeholder={t('users.searchHint')}
      value={text}
      onChange={setText}
    />
  );
}
