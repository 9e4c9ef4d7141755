import {
  ActionIcon,
  Box,
  Button,
  Center,
  Group,
  Loader,
  NativeSelect,
  Paper,
  Stack,
  Text,
  Title,
  UnstyledButton,
} from '@mantine/core';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState, type CSSProperties, type UIEvent } from 'react';
import type { StreamActivity } from '../../api/stream-activity/stream-activity.schema';
import {
  fetchStreamActivityImage,
  streamActivityQueries,
} from '../../api/stream-activity/stream-activity.queries';
import { timeOfDay } from '../../lib/format';
import { historyHour } from '../../lib/history-hour';
import { kitchenPlayer } from '../../lib/i18n/en/kitchen-player';
import { recordings } from '../../lib/i18n/en/recordings';
import { registerMessages, useI18n } from '../../lib/i18n/i18n';
import { reachedScrollEnd } from '../../lib/pagination';
import { ErrorState } from '../feedback/error-state';
import { errorText } from '../feedback/error-text';
import { NoActivity } from '../feedback/empty-state';
import { useDrawnLater } from '../hooks/use-drawn-later';
import { preloadPicture, useSessionPicture } from '../hooks/use-session-picture';
import { useNearViewport } from '../hooks/use-near-viewport';
import { DIMMED, groupProps, textProps } from '../list/plain-text';

registerMessages(kitchenPlayer, recordings);

/** An entry's picture on screen: the camera's 4:3 frame at 96 px wide. */
const IMAGE = { width: 96, height: 72 };

interface HourGroup {
  key: string;
  hour: string;
  day: string;
  entries: StreamActivity[];
}

/** Newest first, as the provider pages them, under one marker per hour of the kitchen's clock. */
function byHour(entries: StreamActivity[], timeZone: string | undefined): HourGroup[] {
  const groups: HourGroup[] = [];
  for (const entry of entries) {
    const { hour, day } = historyHour(entry.eventTime, { timeZone });
    const key = `${day} ${hour}`;
    const last = groups.at(-1);
    if (last?.key === key) last.entries.push(entry);
    else groups.push({ key, hour, day, entries: [entry] });
  }
  return groups;
}

/**
 * The History panel of a stream player (spec 001 §2 "Activity history panel"): titled 'History',
 * collapsible (the caller keeps whether it is open), what the camera saw newest first under an
 * hour marker, each with its picture, description, location and time with seconds; 'No activity'
 * without any. More load when the list is scrolled to 99% (§9), or on Load more (a keyboard, a
 * list too short to scroll). The event-name filter narrows it to one kind of event. An entry is a
 * button that plays its moment (`onPick`); the entries of the moment `picked` say so.
 */
export function ActivityHistory({
  streamId,
  timeZone,
  opened,
  onToggle,
  onPick,
  picked,
}: {
  streamId: number;
  /** The kitchen's zone: markers and times are its clock's. */
  timeZone: string | undefined;
  opened: boolean;
  onToggle(opened: boolean): void;
  onPick(entry: StreamActivity): void;
  /** The event time (epoch ms) being played. */
  picked?: number;
}) {
  const { t } = useI18n();
  const [eventName, setEventName] = useState('');
  const bodyId = `activity-history-${streamId}`;
  return (
    <Paper withBorder p="sm" component="section" aria-labelledby={`${bodyId}-title`}>
      <Group justify="space-between" wrap="nowrap" gap="xs">
        <Title order={2} size="h4" id={`${bodyId}-title`}>
          {t('history.title')}
        </Title>
        <ActionIcon
          variant="subtle"
          aria-expanded={opened}
          aria-controls={bodyId}
          aria-label={opened ? t('history.hide') : t('history.show')}
          onClick={() => onToggle(!opened)}
        >
          <span aria-hidden>{opened ? '▴' : '▾'}</span>
        </ActionIcon>
      </Group>
      {opened && (
        <Stack gap="xs" mt="xs" id={bodyId}>
          <EventNameFilter streamId={streamId} value={eventName} onChange={setEventName} />
          <HistoryList
            key={`${streamId}:${eventName}`}
            streamId={streamId}
            eventName={eventName || undefined}
            timeZone={timeZone}
            onPick={onPick}
            picked={picked}
          />
        </Stack>
      )}
    </Paper>
  );
}

/**
 * The stream's event names (GET …/eventNames/{id}): until they come the filter is there but
 * disabled, so the list below does not move down when they do; hidden if they fail or are none.
 */
function EventNameFilter({
  streamId,
  value,
  onChange,
}: {
  streamId: number;
  value: string;
  onChange(name: string): void;
}) {
  const { t } = useI18n();
  const names = useQuery(streamActivityQueries.eventNames(streamId));
  if (!names.isPending && (!names.data || names.data.length === 0)) return null;
  return (
    <NativeSelect
      size="xs"
      label={t('history.eventName')}
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
      disabled={names.isPending}
      data={[{ value: '', label: t('history.allEvents') }, ...(names.data ?? [])]}
      // The provider's event names; 'All events' is already in the console's language.
      translate="no"
    />
  );
}

type EntryChoice = Pick<Parameters<typeof ActivityHistory>[0], 'onPick' | 'picked'>;

function HistoryList({
  streamId,
  eventName,
  timeZone,
  onPick,
  picked,
}: {
  streamId: number;
  eventName: string | undefined;
  timeZone: string | undefined;
} & EntryChoice) {
  const { t } = useI18n();
  const list = useInfiniteQuery(streamActivityQueries.list({ streamId, eventName }));
  const box = useRef<HTMLDivElement>(null);
  const { hasNextPage, isFetchingNextPage, isFetchNextPageError, fetchNextPage } = list;
  const entries = list.data?.pages.flatMap((page) => page.content) ?? [];
  const canLoadMore = hasNextPage && !isFetchingNextPage && !isFetchNextPageError;
  // A page of entries is drawn a slice at a time after the answer, not in one long task.
  const drawn = useDrawnLater(list.data !== undefined);

  const loadIfAtEnd = (element: HTMLElement) => {
    if (canLoadMore && reachedScrollEnd(element)) void fetchNextPage();
  };
  // A page that does not fill the box cannot be scrolled: the next one comes by itself.
  useEffect(() => {
    const element = box.current;
    if (element && canLoadMore && reachedScrollEnd(element)) void fetchNextPage();
  }, [canLoadMore, fetchNextPage, entries.length, drawn]);

  if (list.isPending || (list.isSuccess && !drawn))
    return (
      <Center py="md">
        <Loader size="sm" role="status" aria-label={t('history.loading')} />
      </Center>
    );
  if (list.isError)
    return (
      <ErrorState
        title={t('history.loadFailed')}
        message={errorText(list.error, t)}
        onRetry={() => void list.refetch()}
      />
    );
  if (entries.length === 0) return <NoActivity />;

  return (
    <Box
      ref={box}
      className="kc-activity-history"
      onScroll={(event: UIEvent<HTMLDivElement>) => loadIfAtEnd(event.currentTarget)}
      data-testid="activity-history-list"
    >
      {byHour(entries, timeZone).map((group) => (
        <Box
          component="section"
          key={group.key}
          aria-label={t('history.hour', { hour: group.hour })}
        >
          <Group gap={6} className="kc-activity-hour" data-testid="history-hour" wrap="nowrap">
            <Text fw={700} size="sm">
              {group.hour}
            </Text>
            <Text size="xs" c="dimmed">
              {group.day}
            </Text>
          </Group>
          <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }}>
            {group.entries.map((entry) => (
              <HistoryEntry
                key={entry.uuid}
                entry={entry}
                timeZone={timeZone}
                onPick={onPick}
                picked={picked}
              />
            ))}
          </Stack>
        </Box>
      ))}
      {isFetchingNextPage && (
        <Center py="xs">
          <Loader size="xs" role="status" aria-label={t('history.loading')} />
        </Center>
      )}
      {isFetchNextPageError && (
        <Text size="xs" c="red.8" role="alert" py="xs">
          {t('history.loadFailed')}
        </Text>
      )}
      {hasNextPage && !isFetchingNextPage && (
        <Center py="xs">
          <Button variant="subtle" size="xs" onClick={() => void fetchNextPage()}>
            {t('history.loadMore')}
          </Button>
        </Center>
      )}
    </Box>
  );
}

const BUTTON_CLASS = `mantine-focus-auto ${UnstyledButton.classes.root} mantine-UnstyledButton-root kc-camera-list-item`;
const ENTRY_ROW = groupProps('var(--mantine-spacing-sm)', 'flex-start', {
  '--group-wrap': 'nowrap',
  '--group-align': 'flex-start',
} as CSSProperties);
const ENTRY_TEXTS: CSSProperties = { display: 'flex', flexDirection: 'column', minWidth: 0 };
const DESCRIPTION = textProps('sm', { fontWeight: 600, overflowWrap: 'break-word' });
const LOCATION = textProps('xs', DIMMED);
const TIME = textProps('xs');

/**
 * One entry, as Mantine's UnstyledButton, Group, Stack and Text draw it (their classes and
 * variables) on plain elements: a page of twenty was most of the player's first render on a
 * phone.
 */
function HistoryEntry({
  entry,
  timeZone,
  onPick,
  picked,
}: {
  entry: StreamActivity;
  timeZone: string | undefined;
} & EntryChoice) {
  const { t, dateLocale } = useI18n();
  const time = timeOfDay(entry.eventTime, { timeZone, dateLocale });
  // The button is named by what it shows (WCAG 2.5.3, label in name): 'Watch', then the entry's
  // texts; its picture shows the same moment, so it is not named again.
  return (
    <li data-testid="history-entry">
      <button
        type="button"
        className={BUTTON_CLASS}
        aria-current={picked === entry.eventTime || undefined}
        onClick={() => onPick(entry)}
      >
        <div {...ENTRY_ROW}>
          <ActivityImage entry={entry} />
          <span className="kc-visually-hidden">{t('history.watch')} </span>
          <div style={ENTRY_TEXTS}>
            <p {...DESCRIPTION}>{entry.description}</p>
            <p {...LOCATION} translate="no">
              {entry.location}
            </p>
            <p {...TIME}>{time}</p>
          </div>
        </div>
      </button>
    </li>
  );
}

const activityKey = (uuid: string) => `stream-activity/${uuid}`;
const activityLoader = (uuid: string) => () => fetchStreamActivityImage(uuid);

/**
 * Asks for an entry's picture ahead: the kitchen player's loader, for the History panel's first
 * entry, as soon as the list answers (its first picture is the page's largest element on a
 * phone, and it waited for the panel to render before it was asked).
 */
export function preloadActivityImage(uuid: string): void {
  preloadPicture(activityKey(uuid), activityLoader(uuid));
}

/**
 * The camera's picture at the event, fetched with the session's token (an `<img>` cannot send
 * it) once its entry scrolls near: a page of twenty is not twenty pictures at once, and until
 * then its place is a plain grey box. Unnamed: the entry's texts beside it say what it shows.
 */
function ActivityImage({ entry }: { entry: StreamActivity }) {
  const { t } = useI18n();
  const [near, nearRef] = useNearViewport<HTMLDivElement>();
  const picture = useSessionPicture(activityKey(entry.uuid), near, activityLoader(entry.uuid));

  if (picture.status === 'shown')
    return (
      <img
        src={picture.url}
        alt=""
        width={IMAGE.width}
        height={IMAGE.height}
        style={{ display: 'block', objectFit: 'cover', ...IMAGE_BOX }}
      />
    );
  const ended = picture.status !== 'loading';
  return (
    <div
      ref={nearRef}
      aria-hidden
      style={PLACEHOLDER}
      title={ended ? t('recordings.imageFailed') : undefined}
    >
      {ended ? (
        <span {...textProps('xs', { ...DIMMED, fontWeight: 600 })}>{t('recordings.noImage')}</span>
      ) : (
        near && <Loader size="xs" role="status" aria-label={t('recordings.previewLoading')} />
      )}
    </div>
  );
}

const IMAGE_BOX = { ...IMAGE, flexShrink: 0, borderRadius: 4, overflow: 'hidden' } as const;
const PLACEHOLDER: CSSProperties = {
  ...IMAGE_BOX,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  background: 'var(--mantine-color-gray-1)',
};
