import { NativeSelect } from '@mantine/core';
import { unusual } from '../../lib/i18n/en/unusual';
import { registerMessages, useI18n } from '../../lib/i18n/i18n';
import { useSetSearch } from '../../ui/hooks/use-set-search';
import { UNUSUAL_URL_SORTS, type UnusualSearch } from './unusual-search';

registerMessages(unusual);

/** The page's toolbar (the phone's filter sheet holds it): the order. */
export function UnusualToolbar({ search }: { search: UnusualSearch }) {
  const { t } = useI18n();
  const setSearch = useSetSearch();
  return (
    <NativeSelect
      aria-label={t('unusual.sort')}
      data={(['desc', ...UNUSUAL_URL_SORTS] as const).map((value) => ({
        value,
        label: t(`unusual.sort.${value}`),
      }))}
      value={search.sort ?? 'desc'}
      onChange={(event) =>
        setSearch((previous) => ({
          ...previous,
          sort: UNUSUAL_URL_SORTS.find((sort) => sort === event.currentTarget.value),
        }))
      }
    />
  );
}
