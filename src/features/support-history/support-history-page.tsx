import { NativeSelect } from '@mantine/core';
import { useInfiniteQuery, useMutation } from '@tanstack/react-query';
import { warmPage, usePageScope, type PageContext } from '../../api/restaurants/page-scope';
import { GLOBAL_RESTAURANT } from '../../api/restaurants/restaurant-choice';
import { useRestaurantLookup } from '../../api/restaurants/restaurant-lookup';
import {
  SUPPORT_PAGE_SIZE,
  SUPPORT_ROLES,
  SUPPORT_STATUSES,
} from '../../api/support/support.constants';
import { deleteSupportRequest, resolveSupportRequest } from '../../api/support/support.endpoints';
import {
  supportMutations,
  supportQueries,
  type SupportFilters,
} from '../../api/support/support.queries';
import type { SupportRequest } from '../../api/support/support.schema';
import { canCall, type AccessSubject } from '../../lib/access';
import { bytes } from '../../lib/format';
import { zonedTimes } from '../../lib/format-once';
import { support } from '../../lib/i18n/en/support';
import { registerMessages, useI18n } from '../../lib/i18n/i18n';
import { resolveTimeZone } from '../../lib/time-zone';
import type { DateRangeSearch } from '../../lib/url-state';
import { choosesDates } from '../../lib/history-range';
import { ConfirmOnDemand } from '../../ui/feedback/confirm-on-demand';
import { useConfirmedDelete } from '../../ui/feedback/use-confirmed-delete';
import { errorText } from '../../ui/feedback/error-text';
import { notify, notifyError } from '../../ui/feedback/notify';
import { useSetSearch } from '../../ui/hooks/use-set-search';
import { CursorList } from '../../ui/list/cursor-list';
import { SupportCard, supportColumns, type SupportFieldContext } from './support-fields';
import type { SupportSearch } from './support-search';
import { UrlSearchField } from '../../ui/forms/url-search-field';

registerMessages(support);

const ALL = 'all';
const requestKey = (row: SupportRequest) => row.uuid;
/** Rows' heights before they are measured: a table row, a phone's card. */
const ROW_ESTIMATE = { row: 58, card: 190 };

export type SupportHistoryPageSearch = DateRangeSearch & SupportSearch;

/** Every call's filters: the page scope's restaurant (or Global) and range, and the URL's. */
function supportFilters(
  search: SupportHistoryPageSearch,
  scope: { restaurant: string; range: SupportFilters['range'] },
): SupportFilters {
  return {
    ...(choosesDates(search) ? { range: scope.range } : {}),
    ...(scope.restaurant !== GLOBAL_RESTAURANT ? { restaurantUuid: scope.restaurant } : {}),
    ...(search.status ? { status: search.status } : {}),
    ...(search.search ? { search: search.search } : {}),
    ...(search.role ? { role: search.role } : {}),
  };
}

/** Warms the first page for the URL's filters once the page scope is known. */
export function warmSupportHistory(context: PageContext, search: SupportHistoryPageSearch) {
  return warmPage(context, search, (scope) => {
    void context.queryClient.prefetchInfiniteQuery(
      supportQueries.history(supportFilters(search, scope), SUPPORT_PAGE_SIZE),
    );
  });
}

/**
 * The support history (spec 001 §2 "Support history: filters by status, date range, search and
 * role (default all), 20 per page. Requests can be resolved or deleted."): newest first, loaded
 * 20 at a time as the list is scrolled; Resolve and Delete (with a confirm) as the role allows.
 */
export function SupportHistoryPage({
  search,
  user,
}: {
  search: SupportHistoryPageSearch;
  user: AccessSubject;
}) {
  const { t, locale, dateLocale } = useI18n();
  const { choice, ready, timeZone, ...scope } = usePageScope();
  const filters = supportFilters(search, scope);
  const list = useInfiniteQuery({
    ...supportQueries.history(filters, SUPPORT_PAGE_SIZE),
    enabled: ready,
    refetchOnWindowFocus: false,
  });
  const resolve = useMutation(supportMutations.resolve());
  const remove = useMutation(supportMutations.remove());
  const { deleting, ask, dialog } = useConfirmedDelete(
    remove,
    (row: SupportRequest) => row.uuid,
    t('support.deleted'),
  );

  const rows = list.data?.pages.flatMap((page) => page.content) ?? [];
  const restaurantOf = useRestaurantLookup(
    choice.options,
    rows.flatMap((row) => (row.restaurantUuid ? [row.restaurantUuid] : [])),
  );
  const pageZone = resolveTimeZone(timeZone);
  const zoneOf = (row: SupportRequest) =>
    row.restaurantUuid
      ? resolveTimeZone(restaurantOf(row.restaurantUuid)?.timezone ?? timeZone)
      : pageZone;
  const context: SupportFieldContext = {
    t,
    ...zonedTimes(zoneOf, locale, dateLocale),
    size: (value) => bytes(value, { locale }),
    // Spec 000 §6: offered only with SUPPORT EDIT and DELETE, as the provider checks.
    onResolve: canCall(user, resolveSupportRequest) ? onResolve : undefined,
    onDelete: canCall(user, deleteSupportRequest) ? ask : undefined,
  };
  const showRestaurant = filters.restaurantUuid === undefined;

  function onResolve(row: SupportRequest) {
    resolve.mutate(row.uuid, {
      onSuccess: () => void notify({ color: 'green', message: t('support.resolved') }),
      onError: (error) => void notifyError(errorText(error, t), t('errors.title')),
    });
  }

  return (
    <>
      <CursorList
        query={list}
        caption={t('support.caption')}
        rowKey={requestKey}
        columns={supportColumns(context, { showRestaurant })}
        card={(row) => <SupportCard row={row} context={context} showRestaurant={showRestaurant} />}
        estimate={ROW_ESTIMATE}
        loadFailed={t('support.loadFailed')}
        loadingLabel={t('support.loading')}
        rowTestId="support-request"
      />
      <ConfirmOnDemand
        {...dialog}
        title={t('support.deleteTitle')}
        confirmLabel={t('support.delete')}
      >
        {deleting
          ? t('support.deleteText', {
              subject: deleting.subject ?? '—',
              requester: deleting.requesterName ?? deleting.requesterEmail ?? '—',
              time: context.time(deleting.requestTime, deleting),
            })
          : ''}
      </ConfirmOnDemand>
    </>
  );
}

/** The page's toolbar (the phone's filter sheet holds it): search, status and role. */
export function SupportHistoryToolbar({ search }: { search: SupportSearch }) {
  const { t } = useI18n();
  const setSearch = useSetSearch();
  const set = (change: Partial<SupportSearch>) =>
    setSearch((previous) => ({ ...previous, ...change }));
  return (
    <>
      <UrlSearchField
        value={search.search ?? ''}
        label={t('support.search')}
        placeholder={t('support.searchHint')}
        w={{ base: '100%', sm: 220 }}
      />
      <NativeSelect
        aria-label={t('support.status')}
        data={[
          { value: ALL, label: t('support.allStatuses') },
          ...SUPPORT_STATUSES.map((status) => ({
            value: status,
            label: t(`support.status.${status}`),
          })),
        ]}
        value={search.status ?? ALL}
        onChange={(event) =>
          set({ status: SUPPORT_STATUSES.find((status) => status === event.currentTarget.value) })
        }
      />
      <NativeSelect
        aria-label={t('support.role')}
        data={[
          { value: ALL, label: t('support.allRoles') },
          ...SUPPORT_ROLES.map((role) => ({ value: role, label: t(`support.role.${role}`) })),
        ]}
        value={search.role ?? ALL}
        onChange={(event) =>
          set({ role: SUPPORT_ROLES.find((role) => role === event.currentTarget.value) })
        }
      />
    </>
  );
}
