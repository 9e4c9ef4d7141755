import '@mantine/core/styles/SegmentedControl.css';
import '@mantine/core/styles/Badge.css';
import { Anchor, Badge, Button, Flex, Group, SegmentedControl, Stack, Text } from '@mantine/core';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { defaultStringifySearch, Link, useLocation } from '@tanstack/react-router';
import { lazy, Suspense, useState } from 'react';
import {
  createRecording,
  deleteRecording,
  stopRecording,
  updateRecording,
} from '../../api/recordings/recordings.endpoints';
import {
  downloadRecording,
  recordingsMutations,
  recordingsQueries,
} from '../../api/recordings/recordings.queries';
import {
  isRecordingStatus,
  recordingFile,
  recordingPlayback,
  recordingState,
  recordingStatusLabel,
  recordingTitle,
  type Recording,
  type RecordingStatus,
} from '../../api/recordings/recordings.schema';
import { GLOBAL_RESTAURANT } from '../../api/restaurants/restaurant-choice';
import { usePageScope, warmPage, type PageContext } from '../../api/restaurants/page-scope';
import { useRestaurantLookup } from '../../api/restaurants/restaurant-lookup';
import { canCall, type AccessSubject } from '../../lib/access';
import { timestamp } from '../../lib/format';
import { recordings as recordingMessages } from '../../lib/i18n/en/recordings';
import { registerMessages, useI18n, type Translate } from '../../lib/i18n/i18n';
import { providerPaging } from '../../lib/pagination';
import { resolveTimeZone } from '../../lib/time-zone';
import type { DateRangeSearch } from '../../lib/url-state';
import { DownloadButton, DownloadProgress } from '../../ui/downloads/download-row';
import { useDownloads, type RowDownload } from '../../ui/downloads/use-downloads';
import { errorText } from '../../ui/feedback/error-text';
import { ConnectedButton } from '../../ui/forms/connected-button';
import { useNeedsConnection } from '../../ui/forms/use-needs-connection';
import { notify, notifyError } from '../../ui/feedback/notify';
import { Pending } from '../../ui/feedback/pending';
import { useConfirmedDelete } from '../../ui/feedback/use-confirmed-delete';
import { useOnceTrue } from '../../ui/hooks/use-once-true';
import { useNow } from '../../ui/hooks/use-now';
import { ConfirmOnDemand } from '../../ui/feedback/confirm-on-demand';
import { useSetSearch } from '../../ui/hooks/use-set-search';
import type { ListColumn } from '../../ui/list/list-view';
import { firstScreenRows } from '../../ui/list/first-screen';
import { PagedList } from '../../ui/list/paged-list';
import { Typed } from '../../ui/list/typed';
import { useListPaging } from '../../ui/list/use-list-paging';
import type { RecordingFormTarget } from './recording-form-modal';
import { useRecordingDetail } from './use-recording-detail';
import { preloadRecordingPreview, RecordingPreview } from '../../ui/video/recording-preview';
import { STATUS_FILTERS, type RecordingsSearch } from './recordings-search';

registerMessages(recordingMessages);

// The dialogs (the player with its HLS video, the form, the confirm) load when first opened: the
// list's first screen does not wait for their code and Mantine's modal.
const RecordingDetail = lazy(() =>
  import('./recording-detail').then(({ RecordingDetail }) => ({ default: RecordingDetail })),
);
const RecordingFormModal = lazy(() =>
  import('./recording-form-modal').then(({ RecordingFormModal }) => ({
    default: RecordingFormModal,
  })),
);

/**
 * What a recordings page is for: the camera pages manage recordings, the kitchen player lists
 * what there is to watch (spec 001 §2 "Recordings are listed with preview and download").
 */
export interface RecordingsPageKind {
  /** Only FINISHED recordings, without the status filter: the others have nothing to watch. */
  finishedOnly: boolean;
  /** Start, edit, stop and delete are offered (each still to a user allowed it). */
  manages: boolean;
}

/** `/cameras/recordings`: every status, and the changes the user's role allows. */
export const CAMERA_RECORDINGS: RecordingsPageKind = { finishedOnly: false, manages: true };
/** `/kitchen-player/recordings`: finished recordings to preview, play and download. */
export const KITCHEN_PLAYER_RECORDINGS: RecordingsPageKind = {
  finishedOnly: true,
  manages: false,
};

/** How often a recording's end is compared with the clock. */
const CLOCK_MS = 5_000;
/** A value the provider did not give. */
const NONE = '—';
/** A status the console does not know: its code, in a neutral colour. */
const UNKNOWN_STATUS_COLOUR = 'gray';

const STATUS_COLOURS: Record<RecordingStatus, string> = {
  SCHEDULED: 'blue',
  RECORDING: 'red',
  FINISHED: 'gray',
};

/** The list call of the URL's filters: the current restaurant (all in Global), status, page. */
function listQuery(search: RecordingsSearch, restaurant: string, kind: RecordingsPageKind) {
  const status = kind.finishedOnly ? 'FINISHED' : search.status;
  return {
    ...(restaurant !== GLOBAL_RESTAURANT ? { restaurantUuid: restaurant } : {}),
    ...(status ? { status } : {}),
    ...providerPaging('offset', search),
  };
}

/** A row's height as a browser lays it out: a phone's card, a table row with its preview. */
const ROW_HEIGHT = { card: 200, row: 148 };

/**
 * The route's loader: warms the page the list opens on and, once it answers, asks for the
 * previews of the rows the first screen shows, beside the page's render rather than after it
 * (the first preview is the page's largest paint). Not for a link's preload on hover.
 */
export function warmRecordings(
  context: PageContext,
  search: DateRangeSearch & RecordingsSearch,
  kind: RecordingsPageKind,
  preload = false,
): Promise<void> {
  return warmPage(context, search, (scope) => {
    const list = recordingsQueries.list(listQuery(search, scope.restaurant, kind));
    void context.queryClient.prefetchQuery(list).then(() => {
      if (preload) return;
      const page = context.queryClient.getQueryData(list.queryKey);
      for (const recording of page?.content.slice(0, firstScreenRows(ROW_HEIGHT)) ?? []) {
        preloadRecordingPreview(recording);
      }
    });
  });
}

interface Row {
  recording: Recording;
  /** The page's clock: a recording whose answer has no status is over once its end passed. */
  now: number;
  /** 'number - name' of its kitchen, when known. */
  restaurant: string | undefined;
  zone: string;
  /** The page's kitchen (none in Global mode): the restaurant of one whose answer names none. */
  pageRestaurant: string | undefined;
}

interface Actions {
  may: { edit: boolean; delete: boolean };
  /** The address of the recording's own view (`recording` in the URL), for a link to keep. */
  detailHref(row: Row): string;
  onPlay(row: Row): void;
  downloadOf(row: Row): RowDownload;
  onEdit(row: Row): void;
  onStop(row: Row): void;
  onDelete(row: Row): void;
  stopping: string | null;
}

/**
 * Camera recordings (spec 001 §2 "scheduled and finished recordings with preview, download with
 * percentage progress, and delete"; §4 "Recording lifecycle: start, update, stop, delete"): the
 * current kitchen's recordings (every kitchen's in Global mode), newest first (§9), paged,
 * narrowed by status. A finished one plays over HLS and downloads as an MP4 with its progress
 * (at most every 500 ms) and Cancel; a scheduled or running one can be changed; a running one
 * stopped; any deleted after a confirm. Starting one needs a kitchen.
 */
export function RecordingsPage({
  user,
  search,
  kind,
}: {
  user: AccessSubject;
  search: RecordingsSearch;
  kind: RecordingsPageKind;
}) {
  const { t, dateLocale } = useI18n();
  const setSearch = useSetSearch();
  const { choice, restaurant, timeZone, ready } = usePageScope();
  const query = useQuery({
    ...recordingsQueries.list(listQuery(search, restaurant, kind)),
    enabled: ready,
    placeholderData: keepPreviousData,
  });
  const paging = useListPaging(search, query);
  const downloads = useDownloads();
  const [editing, setEditing] = useState<RecordingFormTarget | null>(null);
  // The recording open in the player is the URL's, read from the provider: a link to it works.
  const location = useLocation();
  const detail = useRecordingDetail(
    search.recording,
    restaurant === GLOBAL_RESTAURANT ? undefined : restaurant,
  );
  const remove = useMutation(recordingsMutations.remove());
  const stop = useMutation(recordingsMutations.stop());
  const { deleting, ask, dialog } = useConfirmedDelete(
    remove,
    (row: Row) => row.recording.uuid,
    t('recordings.deleted'),
  );
  const may = {
    create: kind.manages && canCall(user, createRecording),
    edit: kind.manages && canCall(user, updateRecording) && canCall(user, stopRecording),
    delete: kind.manages && canCall(user, deleteRecording),
  };

  const found = query.data?.content ?? [];
  const now = useNow(CLOCK_MS);
  const restaurantOf = useRestaurantLookup(
    choice.options,
    [...found, ...(detail.data ? [detail.data] : [])].flatMap(
      (recording) => recording.restaurantUuid ?? [],
    ),
  );
  const pageZone = resolveTimeZone(timeZone);
  // A recording whose answer names no restaurant: the page's (its list is one kitchen's, or none).
  const zoneOf = (restaurantUuid: string | undefined) =>
    resolveTimeZone(
      (restaurantUuid === undefined ? undefined : restaurantOf(restaurantUuid)?.timezone) ??
        timeZone,
    );
  const pageRestaurant = restaurant === GLOBAL_RESTAURANT ? undefined : restaurant;
  const rows: Row[] = found.map((recording) => ({
    recording,
    now,
    pageRestaurant,
    restaurant:
      recording.restaurantUuid === undefined
        ? undefined
        : restaurantOf(recording.restaurantUuid)?.label,
    zone: zoneOf(recording.restaurantUuid),
  }));
  const openRecording = (uuid: string | undefined) =>
    setSearch((current) => ({ ...current, recording: uuid }));
  const time = (epoch: number, row: Row) => timestamp(epoch, { dateLocale, timeZone: row.zone });
  const showRestaurant = restaurant === GLOBAL_RESTAURANT;

  const actions: Actions = {
    may,
    stopping: stop.isPending ? (stop.variables ?? null) : null,
    detailHref: (row) =>
      location.pathname +
      defaultStringifySearch({ ...location.search, recording: row.recording.uuid }),
    onPlay: (row) => openRecording(row.recording.uuid),
    // From the URL the provider gives (spec 001 §7 "a blob download from a given URL"), else
    // the spec's GET /records/download/{recordingId} (RowActions offers only those two).
    downloadOf: (row) =>
      downloads.row(row.recording.uuid, (options) => {
        const file = recordingFile(row.recording, row.now);
        const name = `recording-${row.recording.recordingId ?? row.recording.uuid}.mp4`;
        return file.kind === 'url' || file.kind === 'record'
          ? downloadRecording(file, name, options)
          : Promise.reject(new Error(t('recordings.noDownload')));
      }),
    onEdit: (row) => setEditing({ kind: 'edit', recording: row.recording, zone: row.zone }),
    onStop: (row) =>
      stop.mutate(row.recording.uuid, {
        onSuccess: (stopped) =>
          void notify({
            color: 'green',
            message: t('recordings.stopped', { name: recordingTitle(stopped) }),
          }),
        onError: (error) => void notifyError(errorText(error, t), t('recordings.stopFailed')),
      }),
    onDelete: ask,
  };

  const columns: Array<ListColumn<Row>> = [
    // A portrait tablet's table shows the recording, its status and actions; the camera, the
    // times and the restaurant fold under the recording (ui/list/list-view.tsx).
    {
      id: 'name',
      header: t('recordings.field.name'),
      text: true,
      cell: (row) => (
        <Stack gap={4}>
          <RecordingPreview recording={row.recording} />
          <RecordingLink row={row} href={actions.detailHref(row)} />
        </Stack>
      ),
    },
    {
      id: 'camera',
      from: 'medium',
      foldInto: 'name',
      header: t('recordings.field.camera'),
      text: true,
      cell: (row) => <Typed>{row.recording.cameraName ?? NONE}</Typed>,
    },
    {
      id: 'status',
      header: t('recordings.field.status'),
      text: true,
      shown: !kind.finishedOnly,
      cell: (row) => <StatusBadge recording={row.recording} now={row.now} />,
    },
    {
      id: 'time',
      from: 'medium',
      foldInto: 'name',
      header: t('recordings.field.time'),
      text: true,
      cell: (row) => (
        <Stack gap={2}>
          <TimeSpan row={row} time={time} />
          <Text size="xs" c="dimmed">
            {t('recordings.createdAt', { time: time(row.recording.createdDate, row) })}
          </Text>
        </Stack>
      ),
    },
    {
      id: 'restaurant',
      from: 'medium',
      foldInto: 'name',
      header: t('recordings.field.restaurant'),
      text: true,
      shown: showRestaurant,
      cell: (row) => row.restaurant ?? '',
    },
    {
      id: 'actions',
      header: t('recordings.field.actions'),
      text: true,
      cell: (row) => <RowActions row={row} {...actions} />,
    },
  ];

  const formOpened = useOnceTrue(editing !== null);
  const detailOpened = useOnceTrue(search.recording !== undefined);

  const startTarget =
    restaurant !== GLOBAL_RESTAURANT
      ? ({ kind: 'create', restaurantUuid: restaurant, zone: pageZone } as const)
      : null;

  return (
    <Stack gap="md">
      {!kind.finishedOnly && (
        <Flex
          direction={{ base: 'column', xs: 'row' }}
          justify="space-between"
          align={{ base: 'stretch', xs: 'center' }}
          gap="sm"
        >
          <SegmentedControl
            aria-label={t('recordings.statusFilter')}
            value={search.status ?? 'all'}
            onChange={(value) =>
              setSearch((previous) => ({
                ...previous,
                status: STATUS_FILTERS.find((status) => status === value),
                page: undefined,
              }))
            }
            data={[
              { value: 'all', label: t('recordings.status.all') },
              ...STATUS_FILTERS.map((status) => ({
                value: status,
                label: t(`recordings.status.${status}`),
              })),
            ]}
            size="xs"
          />
          {may.create &&
            (startTarget ? (
              <ConnectedButton onClick={() => setEditing(startTarget)}>
                {t('recordings.start')}
              </ConnectedButton>
            ) : (
              <Text size="sm" c="dimmed">
                {t('recordings.chooseKitchen')}
              </Text>
            ))}
        </Flex>
      )}
      <PagedList
        query={query}
        paging={paging}
        loadFailed={t('recordings.loadFailed')}
        loadingLabel={t('recordings.loading')}
        caption={t('recordings.caption')}
        rows={rows}
        rowKey={(row) => row.recording.uuid}
        columns={columns}
        card={(row) => (
          <RecordingCard
            row={row}
            time={time}
            showRestaurant={showRestaurant}
            showStatus={!kind.finishedOnly}
            {...actions}
          />
        )}
        rowTestId="recording-row"
      />
      {/* Once opened they stay mounted: a closing dialog keeps its texts while it fades. */}
      {formOpened && (
        <Suspense fallback={<Pending />}>
          <RecordingFormModal target={editing} onClose={() => setEditing(null)} />
        </Suspense>
      )}
      {detailOpened && (
        <Suspense fallback={<Pending />}>
          <RecordingDetail
            opened={search.recording !== undefined}
            query={detail}
            zone={detail.data && zoneOf(detail.data.restaurantUuid)}
            restaurantUuid={pageRestaurant}
            onClose={() => openRecording(undefined)}
          />
        </Suspense>
      )}
      <ConfirmOnDemand
        {...dialog}
        title={t('recordings.deleteTitle')}
        confirmLabel={t('recordings.delete')}
      >
        {deleting ? deleteText(deleting, t) : ''}
      </ConfirmOnDemand>
    </Stack>
  );
}

function deleteText(row: Row, t: Translate): string {
  const text = t('recordings.deleteText', {
    name: recordingTitle(row.recording),
    camera: row.recording.cameraName ?? NONE,
    restaurant: row.restaurant ?? '',
  });
  return row.recording.status === 'RECORDING' ? `${text} ${t('recordings.deleteRunning')}` : text;
}

/** The recording's name, linking to its own view: what a user copies to share it. */
function RecordingLink({ row, href }: { row: Row; href: string }) {
  const { t } = useI18n();
  return (
    <Anchor
      component={Link}
      to={href}
      size="sm"
      fw={600}
      aria-label={t('recordings.openLabel', { name: recordingTitle(row.recording) })}
    >
      {recordingTitle(row.recording)}
    </Anchor>
  );
}

/**
 * Its status in words and colour: a known one translated, the provider's other ones as sent in
 * grey; without one, 'Finished' once its end has passed, else '—'.
 */
function StatusBadge({ recording, now }: { recording: Recording; now: number }) {
  const { t } = useI18n();
  const status = recordingState(recording, now);
  if (status === 'unknown' && recording.status === undefined) return <Text size="sm">{NONE}</Text>;
  return (
    // Never cut to 'RECOR…' in a narrow column.
    <Badge
      color={isRecordingStatus(status) ? STATUS_COLOURS[status] : UNKNOWN_STATUS_COLOUR}
      variant="light"
      radius="sm"
      style={{ minWidth: 'max-content' }}
      data-status={status}
    >
      {recordingStatusLabel(t, status)}
    </Badge>
  );
}

function TimeSpan({ row, time }: { row: Row; time: (epoch: number, row: Row) => string }) {
  const { t } = useI18n();
  const { startTime, endTime } = row.recording;
  return (
    <Text size="sm" component="span">
      {startTime === undefined ? NONE : time(startTime, row)} –{' '}
      {endTime === null ? t('recordings.untilStopped') : time(endTime, row)}
    </Text>
  );
}

function RecordingCard({
  row,
  time,
  showRestaurant,
  showStatus,
  ...actions
}: {
  row: Row;
  time: (epoch: number, row: Row) => string;
  showRestaurant: boolean;
  showStatus: boolean;
} & Actions) {
  const { t } = useI18n();
  return (
    <Stack gap="xs">
      <Flex gap="sm" align="flex-start">
        <RecordingPreview recording={row.recording} />
        <Stack gap={2} style={{ minWidth: 0 }}>
          <RecordingLink row={row} href={actions.detailHref(row)} />
          <Group gap={6}>
            {showStatus && <StatusBadge recording={row.recording} now={row.now} />}
            <Text size="sm" translate="no">
              {row.recording.cameraName ?? NONE}
            </Text>
          </Group>
          <TimeSpan row={row} time={time} />
          {showRestaurant && row.restaurant && (
            <Text size="sm" c="dimmed">
              {row.restaurant}
            </Text>
          )}
          <Text size="xs" c="dimmed">
            {t('recordings.createdAt', { time: time(row.recording.createdDate, row) })}
          </Text>
        </Stack>
      </Flex>
      <RowActions row={row} {...actions} />
    </Stack>
  );
}

/** What a row offers, by its status and the user's rights, and its download's progress. */
function RowActions({ row, ...actions }: { row: Row } & Actions) {
  const { t } = useI18n();
  const { recording, now } = row;
  const name = recordingTitle(recording);
  const file = actions.downloadOf(row);
  const state = recordingState(recording, now);
  const source = recordingFile(recording, now);
  const connected = useNeedsConnection();
  // Changed only while the provider says it is ahead or running, from a start it gave.
  const changeable =
    (state === 'SCHEDULED' || state === 'RECORDING') && recording.startTime !== undefined;
  return (
    <Stack gap="xs">
      <Group gap="xs">
        {recordingPlayback(recording, now, row.pageRestaurant) !== null && (
          <Button
            size="compact-sm"
            onClick={() => actions.onPlay(row)}
            aria-label={t('recordings.playLabel', { name })}
          >
            {t('recordings.play')}
          </Button>
        )}
        {(source.kind === 'url' || source.kind === 'record') && (
          <DownloadButton
            download={file}
            size="compact-sm"
            variant="light"
            texts={{
              download: t('recordings.download'),
              downloadLabel: t('recordings.downloadLabel', { name }),
              cancel: t('recordings.cancelDownload'),
              cancelLabel: t('recordings.cancelDownloadLabel', { name }),
            }}
          />
        )}
        {changeable && actions.may.edit && (
          <Button
            {...connected}
            size="compact-sm"
            variant="light"
            onClick={() => actions.onEdit(row)}
            aria-label={t('recordings.editLabel', { name })}
          >
            {t('recordings.edit')}
          </Button>
        )}
        {state === 'RECORDING' && actions.may.edit && (
          <Button
            {...connected}
            size="compact-sm"
            variant="light"
            color="red"
            loading={actions.stopping === recording.uuid}
            onClick={() => actions.onStop(row)}
            aria-label={t('recordings.stopLabel', { name })}
          >
            {t('recordings.stop')}
          </Button>
        )}
        {actions.may.delete && (
          <Button
            {...connected}
            size="compact-sm"
            variant="subtle"
            color="red"
            disabled={file.running || connected.disabled}
            onClick={() => actions.onDelete(row)}
            aria-label={t('recordings.deleteLabel', { name })}
          >
            {t('recordings.delete')}
          </Button>
        )}
      </Group>
      {source.kind === 'none' && (
        <Text size="sm" c="dimmed">
          {t('recordings.noDownload')}
        </Text>
      )}
      <DownloadProgress download={file} />
    </Stack>
  );
}
