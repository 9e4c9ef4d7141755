import '@mantine/core/styles/Progress.css';
import '@mantine/core/styles/Flex.css';
import { Button, Card, Flex, Group, Progress, SimpleGrid, Stack, Text } from '@mantine/core';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { reportsMutations, reportsQueries } from '../../api/reports/reports.queries';
import type { Report } from '../../api/reports/reports.schema';
import { downloadReport } from '../../api/reports/reports.api';
import { deleteReport } from '../../api/reports/reports.endpoints';
import {
  useRestaurantChoice,
  type RestaurantOption,
} from '../../api/restaurants/restaurant-choice';
import { canCall, type AccessSubject } from '../../lib/access';
import { bytes, timestamp } from '../../lib/format';
import { downloads as downloadMessages } from '../../lib/i18n/en/downloads';
import { reports as reportsMessages } from '../../lib/i18n/en/reports';
import { registerMessages, useI18n } from '../../lib/i18n/i18n';
import { clampPage } from '../../lib/pagination';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { NoRecords } from '../../ui/empty-state';
import { ErrorState } from '../../ui/error-state';
import { notify, notifyError } from '../../ui/notify';
import { PageLoader } from '../../ui/page-loader';
import { PaginationBar } from '../../ui/pagination-bar';
import { useIsMobile } from '../../ui/use-is-mobile';
import { reportFilters } from './reports-filters';
import { errorText, failureText } from '../../ui/error-text';
import { useDownloads, type DownloadState } from '../../ui/use-downloads';
import { ScrollX } from '../../ui/scroll-x';

registerMessages(reportsMessages, downloadMessages);

const route = getRouteApi('/_app/reports');

type PageUser = AccessSubject & { restaurantUuid: string | null };

// kc-table is made for figures (right-aligned, on one line); these cells hold words.
const left = { textAlign: 'left', verticalAlign: 'top', whiteSpace: 'normal' } as const;
/** File names have no spaces: let them break anywhere rather than widen the table. */
const breakable = { overflowWrap: 'anywhere' } as const;

interface Row {
  report: Report;
  restaurant: RestaurantOption | undefined;
  /** 'DD MMM • h:mm:ss A' in the restaurant's zone (spec 000 §9). */
  requested: string;
  kind: string;
  /** "Fryer log, requested 22 Nov • 7:13:53 AM": names the row for buttons and the dialog. */
  name: string;
}

/**
 * Reports (spec 000 §3, §4, §7): the current restaurant's reports (all the user's in Global
 * mode), newest first, paged; each can be downloaded as a zip with its progress, or deleted.
 */
export function ReportsPage({ user }: { user: PageUser }) {
  const { t, dateLocale } = useI18n();
  const isMobile = useIsMobile();
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const choice = useRestaurantChoice(user, search.restaurantUuid);
  const zone = choice.options.find((option) => option.value === choice.current)?.timezone;
  const filters = reportFilters(search, choice.current, zone);
  // The last page stays on screen while the next one loads.
  const query = useQuery({
    ...reportsQueries.list(filters),
    enabled: !choice.isLoading,
    placeholderData: keepPreviousData,
  });
  const remove = useMutation(reportsMutations.remove());
  const downloads = useDownloads();
  const [deleting, setDeleting] = useState<Row | null>(null);

  const total = query.data?.total ?? 0;
  const page = (search.page ?? 1) - 1;
  // A page past the end (the last report of the last page deleted): show the last page.
  const lastPage = clampPage(page, total, filters.limit);
  useEffect(() => {
    if (query.data && !query.isPlaceholderData && page > lastPage) {
      void navigate({
        search: (previous) => ({ ...previous, page: lastPage > 0 ? lastPage + 1 : undefined }),
        replace: true,
      });
    }
  }, [query.data, query.isPlaceholderData, page, lastPage, navigate]);

  const rows: Row[] = (query.data?.content ?? []).map((report) => {
    const restaurant = choice.options.find((option) => option.value === report.restaurantUuid);
    const requested = timestamp(report.requestTime, {
      dateLocale,
      timeZone: restaurant?.timezone ?? undefined,
    });
    const kind = t(`reports.kind.${report.kind}`);
    return {
      report,
      restaurant,
      requested,
      kind,
      name: t('reports.rowName', { kind, time: requested }),
    };
  });

  function confirmDelete() {
    if (!deleting) return;
    remove.mutate(deleting.report.uuid, {
      onSuccess: () => void notify({ color: 'green', message: t('reports.deleted') }),
      onError: (error) => void notifyError(errorText(error, t), t('errors.title')),
      onSettled: () => setDeleting(null),
    });
  }

  const List = isMobile ? ReportCards : ReportTable;
  let body;
  if (query.data) {
    body = (
      <Stack gap="sm">
        {rows.length === 0 ? (
          <NoRecords />
        ) : (
          <List
            rows={rows}
            showRestaurant={!choice.fixed}
            downloads={downloads.states}
            onDownload={(row) =>
              void downloads.start(row.report.uuid, (options) =>
                downloadReport(row.report.uuid, options),
              )
            }
            onCancel={(row) => downloads.cancel(row.report.uuid)}
            // Spec 000 §6: Delete is offered only with REPORTS DELETE, as the provider checks.
            onDelete={canCall(user, deleteReport) ? setDeleting : undefined}
          />
        )}
        <PaginationBar
          total={total}
          page={page}
          pageSize={filters.limit}
          onPageChange={(next) =>
            void navigate({
              search: (previous) => ({ ...previous, page: next > 0 ? next + 1 : undefined }),
            })
          }
          onPageSizeChange={(size, next) =>
            void navigate({
              search: (previous) => ({
                ...previous,
                limit: size as 10 | 20 | 50,
                page: next > 0 ? next + 1 : undefined,
              }),
            })
          }
        />
      </Stack>
    );
  } else if (query.isError) {
    body = (
      <ErrorState
        title={t('reports.loadFailed')}
        message={errorText(query.error, t)}
        onRetry={() => void query.refetch()}
      />
    );
  } else {
    body = <PageLoader />;
  }

  return (
    <Stack gap="md">
      {query.data && query.isError && (
        <ErrorState title={t('reports.loadFailed')} message={errorText(query.error, t)} />
      )}
      {body}
      <ConfirmDialog
        opened={deleting !== null}
        title={t('reports.deleteTitle')}
        confirmLabel={t('reports.delete')}
        pending={remove.isPending}
        onConfirm={confirmDelete}
        onClose={() => setDeleting(null)}
      >
        {deleting
          ? t('reports.deleteText', {
              report: deleting.name,
              restaurant: deleting.restaurant?.label ?? t('reports.unknownRestaurant'),
            })
          : ''}
      </ConfirmDialog>
    </Stack>
  );
}

interface ListProps {
  rows: Row[];
  /** Off for USER, who has one restaurant. */
  showRestaurant: boolean;
  downloads: ReadonlyMap<string, DownloadState>;
  onDownload(row: Row): void;
  onCancel(row: Row): void;
  /** Absent: the user may not delete, and no Delete is offered. */
  onDelete?(row: Row): void;
}

function Attachments({ report }: { report: Report }) {
  const { locale } = useI18n();
  return (
    <Stack gap={0} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
      {report.attachments.map((attachment) => (
        <Text key={attachment.fileName} size="sm" component="li" style={breakable}>
          {attachment.fileName}{' '}
          <Text span size="xs" c="dimmed">
            ({bytes(attachment.size, { locale })})
          </Text>
        </Text>
      ))}
    </Stack>
  );
}

/** A download's progress and outcome, said aloud as it changes. */
function DownloadStatus({ state }: { state: DownloadState | undefined }) {
  const { t } = useI18n();
  if (!state) return null;
  switch (state.status) {
    case 'downloading':
      return (
        <Stack gap={4} role="status" miw={140}>
          <Text size="xs">
            {state.percent === null
              ? t('reports.downloadingUnknown')
              : t('reports.downloading', { percent: state.percent })}
          </Text>
          <Progress
            value={state.percent ?? 100}
            animated={state.percent === null}
            striped={state.percent === null}
            size="sm"
            aria-label={t('reports.progress')}
          />
        </Stack>
      );
    case 'saved':
      return (
        <Text size="xs" c="green.8" role="status" style={breakable}>
          {t('download.saved', { fileName: state.fileName })}
        </Text>
      );
    case 'accepted':
      return (
        <Text size="xs" c="blue.8" role="status">
          {t('download.accepted')}
        </Text>
      );
    case 'popupBlocked':
      return (
        <Text size="xs" c="red.8" role="alert">
          {t('download.popupBlocked')}
        </Text>
      );
    case 'failed':
      return (
        <Text size="xs" c="red.8" role="alert">
          {t('reports.downloadFailed', {
            message: failureText(state.code, state.message, t),
          })}
        </Text>
      );
  }
}

function RowActions({
  row,
  state,
  onDownload,
  onCancel,
  onDelete,
  fullWidth = false,
}: {
  row: Row;
  state: DownloadState | undefined;
  fullWidth?: boolean;
} & Pick<ListProps, 'onDownload' | 'onCancel' | 'onDelete'>) {
  const { t } = useI18n();
  const downloading = state?.status === 'downloading';
  return (
    <Stack gap="xs">
      <Group gap="xs" wrap="nowrap" grow={fullWidth}>
        {downloading ? (
          <Button
            size="xs"
            variant="default"
            onClick={() => onCancel(row)}
            aria-label={t('reports.cancelLabel', { report: row.name })}
          >
            {t('reports.cancel')}
          </Button>
        ) : (
          <Button
            size="xs"
            onClick={() => onDownload(row)}
            aria-label={t('reports.downloadLabel', { report: row.name })}
          >
            {t('reports.download')}
          </Button>
        )}
        {onDelete && (
          <Button
            size="xs"
            variant="light"
            color="red"
            disabled={downloading}
            onClick={() => onDelete(row)}
            aria-label={t('reports.deleteLabel', { report: row.name })}
          >
            {t('reports.delete')}
          </Button>
        )}
      </Group>
      <DownloadStatus state={state} />
    </Stack>
  );
}

/** Native table (Mantine's brings floating-ui); it scrolls sideways on a narrow tablet. */
function ReportTable({ rows, showRestaurant, downloads, ...actions }: ListProps) {
  const { t } = useI18n();
  return (
    <ScrollX label={t('reports.caption')}>
      <table className="kc-table">
        <caption className="kc-visually-hidden">{t('reports.caption')}</caption>
        <thead>
          <tr>
            <th scope="col" style={left}>
              {showRestaurant ? t('reports.requestedAt') : t('reports.requested')}
            </th>
            <th scope="col" style={left}>
              {t('reports.kind')}
            </th>
            <th scope="col" style={left}>
              {t('reports.attachments')}
            </th>
            <th scope="col" style={left}>
              {t('reports.actions')}
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.report.uuid} data-testid="report-row">
              <th scope="row" style={left}>
                <time
                  dateTime={new Date(row.report.requestTime).toISOString()}
                  style={{ whiteSpace: 'nowrap' }}
                >
                  {row.requested}
                </time>
                {showRestaurant && (
                  <Text size="xs" c="dimmed">
                    {row.restaurant?.label ?? '—'}
                  </Text>
                )}
              </th>
              <td style={left}>{row.kind}</td>
              <td style={left}>
                <Attachments report={row.report} />
              </td>
              <td style={{ ...left, minWidth: 180, maxWidth: 260 }}>
                <RowActions row={row} state={downloads.get(row.report.uuid)} {...actions} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollX>
  );
}

/** The phone's list: one card per report. */
function ReportCards({ rows, showRestaurant, downloads, ...actions }: ListProps) {
  return (
    <SimpleGrid
      cols={1}
      spacing="sm"
      component="ul"
      style={{ listStyle: 'none', padding: 0, margin: 0 }}
    >
      {rows.map((row) => (
        <Card key={row.report.uuid} withBorder padding="sm" component="li" data-testid="report-row">
          <Flex justify="space-between" gap="xs" wrap="wrap">
            <Text fw={600}>{row.kind}</Text>
            <Text
              size="sm"
              component="time"
              dateTime={new Date(row.report.requestTime).toISOString()}
            >
              {row.requested}
            </Text>
          </Flex>
          {showRestaurant && (
            <Text size="sm" c="dimmed">
              {row.restaurant?.label ?? '—'}
            </Text>
          )}
          <Stack gap="xs" mt="xs">
            <Attachments report={row.report} />
            <RowActions row={row} state={downloads.get(row.report.uuid)} fullWidth {...actions} />
          </Stack>
        </Card>
      ))}
    </SimpleGrid>
  );
}
