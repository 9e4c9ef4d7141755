import { Stack } from '@mantine/core';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { reportsMutations, reportsQueries } from '../../api/reports/reports.queries';
import { reportKindLabel, type Report } from '../../api/reports/reports.schema';
import { deleteReport } from '../../api/reports/reports.endpoints';
import type { RestaurantOption } from '../../api/restaurants/restaurant-choice';
import { usePageScope, warmPageEarly, type PageContext } from '../../api/restaurants/page-scope';
import { useRestaurantLookup } from '../../api/restaurants/restaurant-lookup';
import { canCall, type AccessSubject } from '../../lib/access';
import { bytes, timestamp } from '../../lib/format';
import { reports as reportsMessages } from '../../lib/i18n/en/reports';
import { registerMessages, useI18n, type Translate } from '../../lib/i18n/i18n';
import { ConfirmOnDemand } from '../../ui/feedback/confirm-on-demand';
import { useConfirmedDelete } from '../../ui/feedback/use-confirmed-delete';
import { reportFilters } from './reports-filters';
import type { ReportsSearch } from './reports-search';
import type { DateRangeSearch } from '../../lib/url-state';
import { DownloadButton, DownloadProgress } from '../../ui/downloads/download-row';
import { useDownloads, type RowDownload } from '../../ui/downloads/use-downloads';
import type { ListColumn } from '../../ui/list/list-view';
import { PagedList } from '../../ui/list/paged-list';
import { PlainButton } from '../../ui/list/plain-row';
import { Identifier } from '../../ui/list/identifier';
import { useListPaging } from '../../ui/list/use-list-paging';

registerMessages(reportsMessages);

const route = getRouteApi('/_app/reports');

type PageUser = AccessSubject & { restaurantUuid: string | null };

/** A figure with its unit: never broken. */
const NO_WRAP = { whiteSpace: 'nowrap' } as const;
const PLAIN_LIST = { listStyle: 'none', padding: 0, margin: 0 } as const;
const ACTIONS = { gap: 'var(--mantine-spacing-xs)', flexWrap: 'nowrap' } as const;
const GROW = { flexGrow: 1, flexBasis: 0, minWidth: 0 } as const;
const CARD_HEAD = { justifyContent: 'space-between', gap: 'var(--mantine-spacing-xs)' } as const;
const CARD_BODY = {
  gap: 'var(--mantine-spacing-xs)',
  marginTop: 'var(--mantine-spacing-xs)',
} as const;

interface Row {
  report: Report;
  restaurant: RestaurantOption | undefined;
  /** 'DD MMM • h:mm:ss A' in the restaurant's zone (spec 000 §9). */
  requested: string;
  kind: string;
  /** "Fryer log, 12 - Main St, requested 22 Nov • 7:13:53 AM": names the row for its buttons. */
  name: string;
}

/**
 * The route's loader: warms the list the page opens on, at once in Global mode (no restaurant
 * named: `warmPageEarly`), beside the restaurant choice rather than after it. Opening the page
 * (`cause` 'enter'), the router waits for the list too, so that the page is drawn once with its
 * rows rather than its frame and then the rows; another page keeps the rows on screen, dimmed,
 * while the next come.
 */
export async function warmReports(
  context: PageContext,
  search: DateRangeSearch & ReportsSearch,
  cause: 'enter' | 'stay' | 'preload',
): Promise<void> {
  let list: Promise<unknown> = Promise.resolve();
  await warmPageEarly(context, search, (scope) => {
    const filters = reportFilters(search, scope.restaurant, scope.timeZone);
    list = context.queryClient.prefetchQuery(reportsQueries.list(filters));
  });
  if (cause === 'enter') await list;
}

/**
 * Reports (spec 000 §3, §4, §7): the current restaurant's reports (all the user's in Global
 * mode), newest first, paged; each can be downloaded as a zip with its progress, or deleted.
 */
export function ReportsPage({ user }: { user: PageUser }) {
  const { t, dateLocale } = useI18n();
  const search = route.useSearch();
  const { choice, restaurant, timeZone, ready } = usePageScope();
  const filters = reportFilters(search, restaurant, timeZone);
  // The last page stays on screen while the next one loads.
  const query = useQuery({
    ...reportsQueries.list(filters),
    enabled: ready,
    placeholderData: keepPreviousData,
  });
  const remove = useMutation(reportsMutations.remove());
  const downloads = useDownloads();
  const { deleting, ask, dialog } = useConfirmedDelete(
    remove,
    (row: Row) => row.report.uuid,
    t('reports.deleted'),
  );

  const paging = useListPaging(search, query);

  const reports = query.data?.content ?? [];
  // A report that does not say its restaurant is the one the list was asked for (none in Global
  // mode: then it shows '—').
  const restaurantUuidOf = (report: Report) => report.restaurantUuid ?? filters.restaurantUuid;
  const restaurantOf = useRestaurantLookup(
    choice.options,
    reports.flatMap((report) => restaurantUuidOf(report) ?? []),
  );
  const rows: Row[] = reports.map((report) => {
    const uuid = restaurantUuidOf(report);
    const restaurant = uuid === undefined ? undefined : restaurantOf(uuid);
    const requested = timestamp(report.requestTime, {
      dateLocale,
      timeZone: restaurant?.timezone ?? undefined,
    });
    const kind = reportKindLabel(t, report.kind);
    return {
      report,
      restaurant,
      requested,
      kind,
      // Several kitchens' reports can be requested in the same second: the restaurant keeps
      // each row's buttons distinct for a screen reader.
      name: t('reports.rowName', {
        kind,
        restaurant: restaurant?.label ?? t('reports.unknownRestaurant'),
        time: requested,
      }),
    };
  });

  const actions: RowActionProps = {
    // The file calls (streaming, progress, saving) load with the first download.
    downloadOf: (row) =>
      downloads.row(row.report.uuid, (options) =>
        import('../../api/reports/reports.api').then(({ downloadReport }) =>
          downloadReport(row.report.uuid, options),
        ),
      ),
    // Spec 000 §6: Delete is offered only with REPORTS DELETE, as the provider checks.
    onDelete: canCall(user, deleteReport) ? ask : undefined,
  };
  const showRestaurant = !choice.fixed;

  return (
    <Stack gap="md">
      <PagedList
        query={query}
        paging={paging}
        loadFailed={t('reports.loadFailed')}
        caption={t('reports.caption')}
        rows={rows}
        rowKey={(row) => row.report.uuid}
        columns={reportColumns(t, showRestaurant, actions)}
        card={(row) => <ReportCard row={row} showRestaurant={showRestaurant} {...actions} />}
        rowTestId="report-row"
      />
      <ConfirmOnDemand
        {...dialog}
        title={t('reports.deleteTitle')}
        confirmLabel={t('reports.delete')}
      >
        {deleting
          ? t('reports.deleteText', {
              report: deleting.name,
              restaurant: deleting.restaurant?.label ?? t('reports.unknownRestaurant'),
            })
          : ''}
      </ConfirmOnDemand>
    </Stack>
  );
}

interface RowActionProps {
  downloadOf(row: Row): RowDownload;
  /** Absent: the user may not delete, and no Delete is offered. */
  onDelete?(row: Row): void;
}

function Attachments({ report }: { report: Report }) {
  const { locale } = useI18n();
  return (
    <ul className="kc-stack" style={PLAIN_LIST}>
      {report.attachments.map((attachment) => (
        <li key={attachment.fileName} className="kc-text-sm">
          <Identifier>{attachment.fileName}</Identifier>
          {attachment.size !== undefined && (
            <>
              {' '}
              <span className="kc-text-xs kc-dimmed" style={NO_WRAP}>
                ({bytes(attachment.size, { locale })})
              </span>
            </>
          )}
        </li>
      ))}
    </ul>
  );
}

function RowActions({
  row,
  downloadOf,
  onDelete,
  fullWidth = false,
}: { row: Row; fullWidth?: boolean } & RowActionProps) {
  const { t } = useI18n();
  const file = downloadOf(row);
  // Grown (a phone's card): the buttons share the row, as Mantine's Group grow lays them out.
  const grow = fullWidth ? GROW : undefined;
  return (
    <div className="kc-stack" style={{ gap: 'var(--mantine-spacing-xs)' }}>
      <div className="kc-group" style={ACTIONS}>
        <DownloadButton
          download={file}
          size="xs"
          style={grow}
          texts={{
            download: t('reports.download'),
            downloadLabel: t('reports.downloadLabel', { report: row.name }),
            cancel: t('reports.cancel'),
            cancelLabel: t('reports.cancelLabel', { report: row.name }),
          }}
        />
        {onDelete && (
          <PlainButton
            size="xs"
            variant="light"
            color="red"
            style={grow}
            disabled={file.running}
            onClick={() => onDelete(row)}
            aria-label={t('reports.deleteLabel', { report: row.name })}
          >
            {t('reports.delete')}
          </PlainButton>
        )}
      </div>
      <DownloadProgress download={file} />
    </div>
  );
}

function RequestTime({ row }: { row: Row }) {
  return (
    <time
      dateTime={new Date(row.report.requestTime).toISOString()}
      style={{ whiteSpace: 'nowrap' }}
    >
      {row.requested}
    </time>
  );
}

/** The table's columns: when (and where, in Global mode), kind, files, actions. */
function reportColumns(
  t: Translate,
  showRestaurant: boolean,
  actions: RowActionProps,
): Array<ListColumn<Row>> {
  return [
    {
      id: 'requested',
      header: showRestaurant ? t('reports.requestedAt') : t('reports.requested'),
      text: true,
      cell: (row) => (
        <>
          <RequestTime row={row} />
          {showRestaurant && <p className="kc-text-xs kc-dimmed">{row.restaurant?.label ?? '—'}</p>}
        </>
      ),
    },
    {
      id: 'kind',
      header: t('reports.kind'),
      text: true,
      cell: (row) => row.kind,
      // A portrait tablet's table names the report under its time (ui/list/list-view.tsx).
      from: 'medium',
      foldInto: 'requested',
    },
    {
      id: 'attachments',
      header: t('reports.attachments'),
      text: true,
      cell: (row) => <Attachments report={row.report} />,
    },
    {
      id: 'actions',
      header: t('reports.actions'),
      text: true,
      cell: (row) => (
        <div style={{ minWidth: 180, maxWidth: 260 }}>
          <RowActions row={row} {...actions} />
        </div>
      ),
    },
  ];
}

/** The phone's card for one report, in plain elements (ui/list/plain-row.tsx). */
function ReportCard({
  row,
  showRestaurant,
  ...actions
}: { row: Row; showRestaurant: boolean } & RowActionProps) {
  return (
    <>
      <div className="kc-group" style={CARD_HEAD}>
        <p className="kc-text" style={{ fontWeight: 600 }}>
          {row.kind}
        </p>
        <p className="kc-text-sm">
          <RequestTime row={row} />
        </p>
      </div>
      {showRestaurant && <p className="kc-text-sm kc-dimmed">{row.restaurant?.label ?? '—'}</p>}
      <div className="kc-stack" style={CARD_BODY}>
        <Attachments report={row.report} />
        <RowActions row={row} fullWidth {...actions} />
      </div>
    </>
  );
}
