import { Center, Flex, Loader, Stack, Text } from '@mantine/core';
import { useInfiniteQuery } from '@tanstack/react-query';
import { usePageScope, warmPageEarly, type PageContext } from '../../api/restaurants/page-scope';
import { useRestaurantLookup } from '../../api/restaurants/restaurant-lookup';
import { downloadRecording } from '../../api/unusual/unusual-recordings.download';
import { unusualQueries } from '../../api/unusual/unusual.queries';
import { UNUSUAL_PAGE_SIZE, type UnusualRecording } from '../../api/unusual/unusual.schema';
import { bytes, formatSeconds } from '../../lib/format';
import { zonedTimes } from '../../lib/format-once';
import { unusual } from '../../lib/i18n/en/unusual';
import { registerMessages, useI18n } from '../../lib/i18n/i18n';
import { resolveTimeZone } from '../../lib/time-zone';
import type { DateRangeSearch } from '../../lib/url-state';
import { DownloadButton, DownloadProgress } from '../../ui/downloads/download-row';
import { useDownloads, type RowDownload } from '../../ui/downloads/use-downloads';
import { useNearViewport } from '../../ui/hooks/use-near-viewport';
import { useSetSearch } from '../../ui/hooks/use-set-search';
import { CursorList, type ListSort, type RecordColumn } from '../../ui/list/cursor-list';
import { firstScreenRows } from '../../ui/list/first-screen';
import { ImageErrorIcon } from './carousel-icons';
import { orderOf, unusualFilters } from './unusual-filters';
import { preloadRecordingPreview, useRecordingPreview } from './use-frame-image';
import { UNUSUAL_URL_SORTS, type UnusualSearch, type UnusualUrlSort } from './unusual-search';

registerMessages(unusual);

/** Rows' heights before they are measured: a table row, a phone's card as a browser lays it out. */
const ROW_ESTIMATE = { row: 90, card: 160 };
const recordingKey = (row: UnusualRecording) => row.uuid;
/** A value the provider did not give. */
const NONE = '–';

/** The preview's size on screen: the clip's 16:9 at 128 px wide. */
const PREVIEW = { width: 128, height: 72 };

/**
 * Warms the first page for the URL, in Global mode at once, else once the page scope is known
 * (`warmPageEarly`), and, once it answers, asks for the previews of the rows the first screen
 * shows, beside the page's render rather than after it (a preview is the page's largest
 * paint). Not for a link's preload on hover.
 */
export function warmRecordings(
  context: PageContext,
  search: DateRangeSearch & UnusualSearch,
  preload = false,
) {
  const { queryClient } = context;
  return warmPageEarly(context, search, (scope) => {
    const list = unusualQueries.recordingList(
      unusualFilters(scope),
      orderOf(search.sort),
      UNUSUAL_PAGE_SIZE,
    );
    void queryClient.prefetchInfiniteQuery(list).then(() => {
      if (preload) return;
      const first = queryClient.getQueryData(list.queryKey)?.pages[0]?.content ?? [];
      for (const recording of first.slice(0, firstScreenRows(ROW_ESTIMATE))) {
        preloadRecordingPreview(recording.uuid);
      }
    });
  });
}

/**
 * A recording's preview JPEG, loaded when its row comes near the screen; 'No Image' or the
 * error icon.
 */
function Preview({ recording }: { recording: UnusualRecording }) {
  const { t } = useI18n();
  const [near, nearRef] = useNearViewport<HTMLDivElement>();
  const picture = useRecordingPreview(recording.uuid, near);
  const box = { ...PREVIEW, flexShrink: 0 };
  if (picture.status === 'loading')
    return (
      <Center ref={nearRef} style={box} bg="gray.1">
        <Loader size="xs" aria-label={t('unusual.imageLoading')} />
      </Center>
    );
  if (picture.status === 'shown')
    return (
      <img
        src={picture.url}
        alt={t('unusual.previewOf', { recording: recording.recordingId ?? recording.eventName })}
        width={PREVIEW.width}
        height={PREVIEW.height}
        style={{ display: 'block', ...box }}
      />
    );
  return (
    <Center style={box} bg="gray.1">
      {picture.status === 'missing' ? (
        <Text size="xs" c="dimmed" fw={600}>
          {t('unusual.noImage')}
        </Text>
      ) : (
        <ImageErrorIcon role="img" aria-hidden={false} aria-label={t('unusual.imageFailed')} />
      )}
    </Center>
  );
}

/** Spec 001 §3 "Unusual recording: download progress, abort control": its button and state. */
function DownloadControl({
  recording,
  download,
}: {
  recording: UnusualRecording;
  download: RowDownload;
}) {
  const { t } = useI18n();
  const name = recording.recordingId ?? recording.eventName;
  const texts = {
    download: t('unusual.download'),
    downloadLabel: t('unusual.downloadLabel', { recording: name }),
    cancel: t('unusual.abort'),
    cancelLabel: t('unusual.abortLabel', { recording: name }),
  };
  // Running, the Cancel stands beside the progress, in the Download's place.
  if (download.running)
    return (
      <DownloadProgress
        download={download}
        action={<DownloadButton download={download} size="compact-xs" texts={texts} />}
      />
    );
  return (
    <Stack gap={4}>
      <DownloadButton
        download={download}
        size="compact-sm"
        texts={texts}
        style={{ alignSelf: 'flex-start' }}
      />
      <DownloadProgress download={download} />
    </Stack>
  );
}

/**
 * The unusual recordings (spec 001 §2 "Unusual recordings have preview, download and progress"):
 * newest first (spec 001 §9 "recordings by createdDate DESC"), each with its preview, its event,
 * camera and length, and a download whose percentage shows at most every 500 ms and which can be
 * cancelled (spec 001 §4 "Download").
 */
export function RecordingsPage({ search }: { search: UnusualSearch }) {
  const { t, locale, dateLocale } = useI18n();
  const setSearch = useSetSearch();
  const { choice, ready, timeZone, ...scope } = usePageScope();
  const filters = unusualFilters(scope);
  const list = useInfiniteQuery({
    ...unusualQueries.recordingList(filters, orderOf(search.sort), UNUSUAL_PAGE_SIZE),
    enabled: ready,
    refetchOnWindowFocus: false,
  });
  const files = useDownloads();
  const rows = list.data?.pages.flatMap((page) => page.content) ?? [];
  const restaurantOf = useRestaurantLookup(
    choice.options,
    rows.map((row) => row.restaurantUuid),
  );
  const pageZone = resolveTimeZone(timeZone);
  const { time } = zonedTimes(
    (row: UnusualRecording) =>
      resolveTimeZone(restaurantOf(row.restaurantUuid)?.timezone ?? pageZone),
    locale,
    dateLocale,
  );
  const showRestaurant = filters.restaurantUuid === undefined;
  const download = (row: UnusualRecording) => (
    <DownloadControl
      recording={row}
      download={files.row(row.uuid, (options) =>
        downloadRecording(row.uuid, `${row.recordingId ?? row.uuid}.mp4`, options),
      )}
    />
  );
  // What the answer gave of each, '–' without it.
  const restaurant = (row: UnusualRecording) =>
    [row.restaurantNumber, row.restaurantName].filter((part) => part !== undefined).join(' - ') ||
    NONE;
  const size = (row: UnusualRecording) =>
    row.size === undefined ? NONE : bytes(row.size, { locale });
  const length = (row: UnusualRecording) =>
    row.duration === undefined ? NONE : formatSeconds(row.duration);

  const columns: Array<RecordColumn<UnusualRecording>> = [
    // A landscape tablet's table shows the preview, when, the event and the download; a
    // portrait tablet's the first three, the rest folded under them (ui/list/list-view.tsx).
    {
      id: 'preview',
      header: t('unusual.field.preview'),
      width: '10em',
      text: true,
      cell: (row) => <Preview recording={row} />,
    },
    {
      id: 'recorded',
      header: t('unusual.field.recorded'),
      width: '12.5em',
      sortKey: 'createdDate',
      cell: (row) => time(row.createdDate, row),
    },
    {
      id: 'eventName',
      header: t('unusual.field.eventName'),
      width: '12em',
      text: true,
      cell: (row) => row.eventName,
    },
    {
      id: 'camera',
      from: 'wide',
      foldInto: 'eventName',
      header: t('unusual.field.camera'),
      width: '8em',
      text: true,
      cell: (row) => row.cameraName ?? NONE,
    },
    {
      id: 'length',
      from: 'wide',
      foldInto: 'eventName',
      header: t('unusual.field.length'),
      width: '7em',
      cell: length,
    },
    {
      id: 'size',
      from: 'wide',
      foldInto: 'eventName',
      header: t('unusual.field.size'),
      width: '6.5em',
      cell: size,
    },
    {
      id: 'restaurant',
      from: 'wide',
      foldInto: 'recorded',
      header: t('unusual.field.restaurant'),
      width: '12em',
      text: true,
      shown: showRestaurant,
      cell: restaurant,
    },
    {
      id: 'download',
      from: 'medium',
      foldInto: 'recorded',
      header: t('unusual.field.download'),
      width: '13em',
      text: true,
      cell: download,
    },
  ];

  return (
    <CursorList
      query={list}
      caption={t('unusual.recordings.caption')}
      rowKey={recordingKey}
      columns={columns}
      card={(row) => (
        <Stack gap="xs">
          <Flex gap="sm" align="flex-start">
            <Preview recording={row} />
            <div style={{ minWidth: 0 }}>
              <Text fw={600}>{row.eventName}</Text>
              <Text size="sm">{time(row.createdDate, row)}</Text>
              {showRestaurant && (
                <Text size="sm" c="dimmed">
                  {restaurant(row)}
                </Text>
              )}
              <Text size="sm" c="dimmed">
                {row.cameraName ?? NONE} · {length(row)} · {size(row)}
              </Text>
            </div>
          </Flex>
          {download(row)}
        </Stack>
      )}
      estimate={ROW_ESTIMATE}
      sort={{ key: 'createdDate', direction: search.sort === 'asc' ? 'asc' : 'desc' }}
      onSort={({ direction }: ListSort) =>
        setSearch((previous) => ({
          ...previous,
          sort: UNUSUAL_URL_SORTS.find((known: UnusualUrlSort) => known === direction),
        }))
      }
      loadFailed={t('unusual.recordings.loadFailed')}
      loadingLabel={t('unusual.recordings.loading')}
      rowTestId="unusual-recording"
    />
  );
}
