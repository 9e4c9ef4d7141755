import { NativeSelect, Stack, Text } from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { AUDIT_ACTION_AREAS, AUDIT_ACTIONS, AUDIT_AREAS } from '../../api/audit/audit.constants';
import { auditQueries, downloadAuditTrail, type AuditFilters } from '../../api/audit/audit.queries';
import {
  auditActionLabel,
  auditAreaLabel,
  type AuditEntry,
  type AuditUser,
} from '../../api/audit/audit.schema';
import { warmPage, usePageScope, type PageContext } from '../../api/restaurants/page-scope';
import { GLOBAL_RESTAURANT } from '../../api/restaurants/restaurant-choice';
import { useRestaurantLookup } from '../../api/restaurants/restaurant-lookup';
import { zonedTimes } from '../../lib/format-once';
import { auditLog } from '../../lib/i18n/en/audit-log';
import { registerMessages, useI18n, type Translate } from '../../lib/i18n/i18n';
import { resolveTimeZone } from '../../lib/time-zone';
import type { DateRangeSearch } from '../../lib/url-state';
import { choosesDates } from '../../lib/history-range';
import { ExportButton } from '../../ui/downloads/export-button';
import { useSetSearch } from '../../ui/hooks/use-set-search';
import type { ListColumn } from '../../ui/list/list-view';
import { PagedList } from '../../ui/list/paged-list';
import { useListPaging } from '../../ui/list/use-list-paging';
import { auditPaging, type AuditLogSearch } from './audit-log-search';
import { Identifier } from '../../ui/list/identifier';

registerMessages(auditLog);

const ALL = 'all';

export type AuditLogPageSearch = DateRangeSearch & AuditLogSearch;

/**
 * Every call's filters: the page scope's restaurant (or Global) and range, the area and action
 * of the URL, and its user only once the people are known to hold them (spec 000 §5).
 */
function auditFilters(
  search: AuditLogPageSearch,
  scope: { restaurant: string; range: AuditFilters['range'] },
  knownUsers: ReadonlyArray<{ uuid: string }> | undefined,
): AuditFilters {
  return {
    ...(choosesDates(search) ? { range: scope.range } : {}),
    ...(scope.restaurant !== GLOBAL_RESTAURANT ? { restaurantUuid: scope.restaurant } : {}),
    ...(search.user && knownUsers?.some((user) => user.uuid === search.user)
      ? { userUuid: search.user }
      : {}),
    ...(search.area ? { area: search.area } : {}),
    ...(search.action ? { action: search.action } : {}),
  };
}

/** Warms the people and, unless the URL names a user not known yet, the first page. */
export function warmAuditLog(context: PageContext, search: AuditLogPageSearch) {
  const { queryClient } = context;
  return warmPage(context, search, (scope) => {
    const users = queryClient.getQueryData(auditQueries.users().queryKey);
    void queryClient.prefetchQuery(auditQueries.users());
    if (search.user !== undefined && users === undefined) return;
    void queryClient.prefetchQuery(
      auditQueries.trail(auditFilters(search, scope, users), auditPaging(search)),
    );
  });
}

/** The page's filters from its URL, the page scope and the people of the trail. */
function useAuditFilters(search: AuditLogPageSearch) {
  const { choice, ready, timeZone, ...scope } = usePageScope();
  const users = useQuery(auditQueries.users());
  return {
    filters: auditFilters(search, scope, users.data),
    // A user in the URL is sent only once the people say it is one; if they fail, every
    // user's lines show, as the filter then says.
    ready: ready && (search.user === undefined || !users.isPending),
    users,
    choice,
    timeZone,
  };
}

/** Spec 000 §5: a user the people do not list leaves the URL once they are known. */
function useDropUnknownUser(
  asked: string | undefined,
  known: ReadonlyArray<{ uuid: string }> | undefined,
) {
  const setSearch = useSetSearch();
  useEffect(() => {
    if (asked === undefined || known === undefined || known.some((user) => user.uuid === asked))
      return;
    setSearch((previous) => ({ ...previous, user: undefined, page: undefined }), {
      replace: true,
    });
  }, [asked, known, setSearch]);
}

/** Its area and action, known ones in words, others by their code; no area, the action alone. */
const actionText = (entry: AuditEntry, t: Translate) =>
  entry.area === undefined
    ? auditActionLabel(t, entry.action)
    : `${auditAreaLabel(t, entry.area)} · ${auditActionLabel(t, entry.action)}`;
/** Its restaurant; chain-wide for null, '—' when the line does not say. */
const restaurantText = (entry: AuditEntry, t: Translate) => {
  if (entry.restaurantNumber === null) return t('audit.chainWide');
  if (entry.restaurantNumber === undefined) return entry.restaurantName ?? '—';
  return entry.restaurantName
    ? `${entry.restaurantNumber} - ${entry.restaurantName}`
    : String(entry.restaurantNumber);
};
/** Who did it: their name, else their e-mail, else '—'. */
const whoText = (entry: AuditEntry) => entry.userName ?? entry.userEmail ?? '—';
/** A person of the "who" filter: name and e-mail, or what of them the answer gives. */
const userLabel = (user: AuditUser) =>
  user.name && user.email ? `${user.name} (${user.email})` : (user.name ?? user.email ?? user.uuid);

/**
 * The audit log (spec 001 §2 "Audit log: filtered lists": who, what, when, which
 * restaurant): one zero-based page of the trail, newest first, each line in its restaurant's
 * time; pagination (sizes 10/20/50, shown above 10 lines). The previous page stays on screen,
 * dimmed, while the next loads.
 */
export function AuditLogPage({ search }: { search: AuditLogPageSearch }) {
  const { t, locale, dateLocale } = useI18n();
  const { filters, ready, users, choice, timeZone } = useAuditFilters(search);
  useDropUnknownUser(search.user, users.data);
  const list = useQuery({
    ...auditQueries.trail(filters, auditPaging(search)),
    enabled: ready,
    placeholderData: keepPreviousData,
  });
  const paging = useListPaging(search, list);
  const rows = list.data?.content ?? [];
  const restaurantOf = useRestaurantLookup(
    choice.options,
    rows.flatMap((row) => (row.restaurantUuid ? [row.restaurantUuid] : [])),
  );
  const zoneOf = (row: AuditEntry) =>
    resolveTimeZone(
      (row.restaurantUuid ? restaurantOf(row.restaurantUuid)?.timezone : undefined) ?? timeZone,
    );
  const { time } = zonedTimes(zoneOf, locale, dateLocale);
  const showRestaurant = filters.restaurantUuid === undefined;

  const columns: Array<ListColumn<AuditEntry>> = [
    { id: 'time', header: t('audit.field.time'), cell: (row) => time(row.time, row) },
    {
      id: 'user',
      header: t('audit.field.user'),
      text: true,
      cell: (row) => (
        <>
          <Text size="sm">
            {row.userName ? whoText(row) : <Identifier>{whoText(row)}</Identifier>}
          </Text>
          {row.userName && row.userEmail && (
            <Text size="xs" c="dimmed">
              <Identifier>{row.userEmail}</Identifier>
            </Text>
          )}
        </>
      ),
    },
    {
      id: 'action',
      header: t('audit.field.action'),
      text: true,
      cell: (row) => actionText(row, t),
    },
    {
      id: 'target',
      from: 'medium',
      foldInto: 'action',
      header: t('audit.field.target'),
      text: true,
      cell: (row) => row.target ?? '–',
    },
    {
      id: 'restaurant',
      from: 'medium',
      foldInto: 'time',
      header: t('audit.field.restaurant'),
      text: true,
      shown: showRestaurant,
      cell: (row) => restaurantText(row, t),
    },
    {
      id: 'ip',
      from: 'medium',
      foldInto: 'user',
      header: t('audit.field.ipAddress'),
      text: true,
      cell: (row) => row.ipAddress ?? '—',
    },
  ];

  return (
    <PagedList
      query={list}
      paging={paging}
      loadFailed={t('audit.loadFailed')}
      loadingLabel={t('audit.loading')}
      caption={t('audit.caption')}
      rows={rows}
      rowKey={(row) => row.uuid}
      columns={columns}
      card={(row) => (
        <Stack gap={2}>
          <Text fw={600} style={{ overflowWrap: 'break-word' }}>
            {actionText(row, t)}
          </Text>
          <Text size="sm">{time(row.time, row)}</Text>
          <Text size="sm">
            {row.userName && row.userEmail ? (
              <>
                {row.userName} · <Identifier>{row.userEmail}</Identifier>
              </>
            ) : (
              <Identifier>{whoText(row)}</Identifier>
            )}
          </Text>
          {row.target && (
            <Text size="sm" c="dimmed" style={{ overflowWrap: 'break-word' }}>
              {row.target}
            </Text>
          )}
          <Text size="xs" c="dimmed">
            {showRestaurant ? `${restaurantText(row, t)} · ` : ''}
            {t('audit.field.ipAddress')} {row.ipAddress ?? '—'}
          </Text>
        </Stack>
      )}
      rowTestId="audit-entry"
    />
  );
}

/**
 * The page's toolbar (the phone's filter sheet holds it): who (the trail's people), what (an
 * area, then one of its actions) and export of the filtered view. When and where are the
 * shared date range and restaurant.
 */
export function AuditLogToolbar({ search }: { search: AuditLogPageSearch }) {
  const { t } = useI18n();
  const setSearch = useSetSearch();
  const { filters, ready, users } = useAuditFilters(search);
  /** A new filter starts again from the first page. */
  const set = (change: Partial<AuditLogSearch>) =>
    setSearch((previous) => ({ ...previous, ...change, page: undefined }));
  const known = users.data ?? [];
  const actions = AUDIT_ACTIONS.filter(
    (action) => search.area === undefined || AUDIT_ACTION_AREAS[action] === search.area,
  );
  return (
    <>
      <NativeSelect
        aria-label={t('audit.user')}
        data={[
          { value: ALL, label: t(users.isPending ? 'audit.usersLoading' : 'audit.allUsers') },
          ...known.map((user) => ({ value: user.uuid, label: userLabel(user) })),
        ]}
        value={
          search.user !== undefined && known.some((u) => u.uuid === search.user) ? search.user : ALL
        }
        disabled={known.length === 0}
        onChange={(event) =>
          set({ user: known.find((user) => user.uuid === event.currentTarget.value)?.uuid })
        }
        maw={{ base: '100%', sm: 260 }}
      />
      <NativeSelect
        aria-label={t('audit.area')}
        data={[
          { value: ALL, label: t('audit.allAreas') },
          ...AUDIT_AREAS.map((area) => ({ value: area, label: t(`audit.area.${area}`) })),
        ]}
        value={search.area ?? ALL}
        onChange={(event) => {
          const area = AUDIT_AREAS.find((value) => value === event.currentTarget.value);
          const action =
            search.action && area && AUDIT_ACTION_AREAS[search.action] !== area
              ? undefined
              : search.action;
          set({ area, action });
        }}
      />
      <NativeSelect
        aria-label={t('audit.action')}
        data={[
          { value: ALL, label: t('audit.allActions') },
          ...actions.map((action) => ({ value: action, label: t(`audit.action.${action}`) })),
        ]}
        value={search.action ?? ALL}
        onChange={(event) =>
          set({ action: actions.find((action) => action === event.currentTarget.value) })
        }
      />
      <ExportButton
        disabled={!ready}
        download={(options) => downloadAuditTrail(filters, options)}
      />
    </>
  );
}
