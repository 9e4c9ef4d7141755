import '@mantine/core/styles/Flex.css';
import { Flex, Group, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import type { UnusualKind } from '../../lib/unusual-kinds';
import {
  markerLabel,
  stationLabel,
  UNUSUAL_STATIONS,
  type UnusualEvent,
  type UnusualStation,
} from '../../api/unusual/unusual.schema';
import { isKnown } from '../../lib/known-value';
import type { FootageStation } from '../../lib/footage/station-camera';
import { formatWeight, type FormatLocale, type WeightUnit } from '../../lib/format';
import type { Translate } from '../../lib/i18n/i18n';
import { productLabel } from '../../lib/product-label';
import type { RecordColumn } from '../../ui/list/cursor-list';
import { ImageCarousel } from './image-carousel';
import { useImagePosition, type ImagePositions } from './image-positions';
import { RowDeleteButton } from '../../ui/list/row-delete-button';
import { Identifier } from '../../ui/list/identifier';

/** What a row's fields are shown with. */
export interface UnusualFieldContext {
  t: Translate;
  locale: FormatLocale;
  unit: WeightUnit;
  /** The event's time in its restaurant's zone: 'DD MMM • h:mm:ss A'. */
  time(epoch: number, row: UnusualEvent): string;
  /** Spec 001 §3 currentImage of each event, 0 until moved. */
  positions: ImagePositions;
}

/** A kind's own facts about the flagged thing, shown in its Details column. */
type Detail = 'slot' | 'slots' | 'marker' | 'wrongMarker' | 'remaining';

/**
 * The five image-event pages differ by data only (docs/decisions/kitchen-records.md "Unusual events"):
 * which details their rows carry. Everything else (columns, card, carousel, delete,
 * count) is one page.
 */
const UNUSUAL_VIEWS: Record<UnusualKind, { details: readonly Detail[] }> = {
  event: { details: ['slot'] },
  'dp-remaining': { details: ['remaining'] },
  'wrong-marker': { details: ['slot', 'wrongMarker'] },
  'empty-pan': { details: ['slot'] },
  'identical-markers': { details: ['slots', 'marker'] },
};

const DETAILS: Record<Detail, (row: UnusualEvent, context: UnusualFieldContext) => string | null> =
  {
    slot: (row, { t }) => (row.slot ? t('unusual.detail.slot', { slot: row.slot }) : null),
    slots: (row, { t }) =>
      row.slot && row.otherSlot
        ? t('unusual.detail.slots', { slot: row.slot, other: row.otherSlot })
        : null,
    marker: (row, { t }) =>
      row.marker ? t('unusual.detail.marker', { marker: markerLabel(t, row.marker) }) : null,
    wrongMarker: (row, { t }) =>
      row.marker && row.expectedMarker
        ? t('unusual.detail.wrongMarker', {
            marker: markerLabel(t, row.marker),
            expected: markerLabel(t, row.expectedMarker).toLowerCase(),
          })
        : null,
    remaining: (row, { t, unit, locale }) =>
      row.remainingGrams === undefined
        ? null
        : t('unusual.detail.remaining', {
            weight: formatWeight(row.remainingGrams / 1000, unit, locale),
          }),
  };

/** The kind's details of a row, as one line: 'Pan B3 · Purple marker, should be blue'. */
function detailsText(kind: UnusualKind, row: UnusualEvent, context: UnusualFieldContext) {
  const parts = UNUSUAL_VIEWS[kind].details.flatMap(
    (detail) => DETAILS[detail](row, context) ?? [],
  );
  return parts.length > 0 ? parts.join(' · ') : '–';
}

/**
 * Whose camera shows an event's moment: the holding cabinet's or the fryer's; the dump
 * pan sits under the fryers, whose camera sees it (a kitchen may have no camera of its own there).
 */
const FOOTAGE_OF_STATION: Record<UnusualStation, FootageStation> = {
  FRYER: 'fryer',
  HOLDING: 'holding',
  DUMP_PAN: 'fryer',
};

/** The footage station of an event's station; undefined for one the console does not know. */
export function footageOf(station: string | undefined): FootageStation | undefined {
  return isKnown(UNUSUAL_STATIONS, station) ? FOOTAGE_OF_STATION[station] : undefined;
}

/** 'number - name' (spec 000 §3); what the answer gave of it; '–' without either. */
const restaurantOf = (row: UnusualEvent) =>
  [row.restaurantNumber, row.restaurantName].filter((part) => part !== undefined).join(' - ') ||
  '–';

/** Where it was seen: the station in words and the camera, what the answer gave of them. */
const cameraOf = (row: UnusualEvent, t: Translate) =>
  [row.station && stationLabel(t, row.station), row.cameraName].filter(Boolean).join(' · ') || '–';

/**
 * Words that wrap inside their cell: the carousel makes every row ~200 px tall, so a few lines
 * of text change no row's measured height, and nothing is cut short behind an ellipsis.
 */
function Words({ children }: { children: ReactNode }) {
  return <div style={{ whiteSpace: 'normal', overflowWrap: 'break-word' }}>{children}</div>;
}

/** The thumbnail's side in a table cell; a card's is wider. */
const CELL_THUMBNAIL = 150;

function Carousel({
  kind,
  row,
  context,
  boxSize,
}: {
  kind: UnusualKind;
  row: UnusualEvent;
  context: UnusualFieldContext;
  boxSize: number | string;
}) {
  const { positions } = context;
  const current = useImagePosition(positions, row.eventId);
  return (
    <ImageCarousel
      kind={kind}
      eventId={row.eventId}
      eventName={row.eventName}
      frames={row.frames}
      current={current}
      onChange={(next) => positions.set(row.eventId, next)}
      boxSize={boxSize}
    />
  );
}

function DeleteButton({
  row,
  context,
  onDelete,
}: {
  row: UnusualEvent;
  context: UnusualFieldContext;
  onDelete(row: UnusualEvent): void;
}) {
  const { t, time } = context;
  return (
    <RowDeleteButton
      label={t('unusual.delete')}
      ariaLabel={t('unusual.deleteLabel', { time: time(row.eventTime, row) })}
      onDelete={() => onDelete(row)}
    />
  );
}

/**
 * What the event was about: a desktop's columns, under the event on a narrower table, whose
 * columns are the pictures, the time and the event (ui/list/list-view.tsx).
 */
const DETAIL = { from: 'wide', foldInto: 'eventName' } as const;

const material = (row: UnusualEvent, { t }: UnusualFieldContext) =>
  row.material ? productLabel(row.material, t) : '–';

/**
 * The table's columns: the screenshots, when and what, the product and the kind's details,
 * where and by which camera it was seen, the restaurant in Global mode and Delete when allowed.
 */
export function unusualColumns(
  kind: UnusualKind,
  context: UnusualFieldContext,
  {
    showRestaurant,
    onDelete,
    footage,
  }: {
    showRestaurant: boolean;
    onDelete?: (row: UnusualEvent) => void;
    /** The row's 'Watch footage' action, for a user who may watch. */
    footage?: (row: UnusualEvent) => ReactNode;
  },
): Array<RecordColumn<UnusualEvent>> {
  const { t } = context;
  const columns: Array<RecordColumn<UnusualEvent>> = [
    {
      id: 'images',
      header: t('unusual.field.images'),
      width: '12em',
      text: true,
      cell: (row) => <Carousel kind={kind} row={row} context={context} boxSize={CELL_THUMBNAIL} />,
    },
    {
      id: 'time',
      header: t('unusual.field.time'),
      width: '12.5em',
      sortKey: 'eventTime',
      cell: (row) => context.time(row.eventTime, row),
    },
    {
      id: 'eventName',
      header: t('unusual.field.eventName'),
      width: '10em',
      text: true,
      cell: (row) => <Words>{row.eventName}</Words>,
    },
    {
      id: 'material',
      header: t('unusual.field.material'),
      width: '8.5em',
      text: true,
      cell: (row) => <Words>{material(row, context)}</Words>,
      ...DETAIL,
    },
    {
      id: 'details',
      header: t('unusual.field.details'),
      width: '14em',
      text: true,
      cell: (row) => <Words>{detailsText(kind, row, context)}</Words>,
      ...DETAIL,
    },
    {
      id: 'camera',
      header: t('unusual.field.camera'),
      width: '9.5em',
      text: true,
      cell: (row) => (
        <Words>
          {row.cameraName ? (
            <>
              {row.station && `${stationLabel(t, row.station)} · `}
              <Identifier>{row.cameraName}</Identifier>
            </>
          ) : (
            cameraOf(row, t)
          )}
        </Words>
      ),
      ...DETAIL,
    },
    {
      id: 'restaurant',
      header: t('unusual.field.restaurant'),
      width: '11em',
      text: true,
      shown: showRestaurant,
      cell: (row) => <Words>{restaurantOf(row)}</Words>,
      // Global mode's column: a wider screen's, under the time on a desktop's table.
      from: 'full',
      foldInto: 'time',
    },
  ];
  if (footage) {
    columns.push({
      id: 'footage',
      header: t('footage.watch'),
      width: '7em',
      text: true,
      cell: footage,
      from: 'medium',
      foldInto: 'time',
    });
  }
  if (onDelete) {
    columns.push({
      id: 'actions',
      header: t('unusual.field.actions'),
      width: '7em',
      text: true,
      cell: (row) => <DeleteButton row={row} context={context} onDelete={onDelete} />,
      from: 'medium',
      foldInto: 'time',
    });
  }
  return columns;
}

/**
 * The phone's card (spec 000 §1): the event and its time (and restaurant), the screenshots as
 * wide as the card allows up to the thumbnail's 300 px, then the product, the kind's details and
 * the camera, and Delete.
 */
export function UnusualCard({
  kind,
  row,
  context,
  showRestaurant,
  onDelete,
  footage,
}: {
  kind: UnusualKind;
  row: UnusualEvent;
  context: UnusualFieldContext;
  showRestaurant: boolean;
  onDelete?: (row: UnusualEvent) => void;
  footage?: (row: UnusualEvent) => ReactNode;
}) {
  const { t, time } = context;
  const facts: Array<[string, ReactNode]> = [
    [t('unusual.field.material'), material(row, context)],
    [t('unusual.field.details'), detailsText(kind, row, context)],
    [t('unusual.field.camera'), cameraOf(row, t)],
  ];
  return (
    <>
      <Flex justify="space-between" align="baseline" gap="xs" wrap="wrap">
        <div>
          <Text fw={600}>{row.eventName}</Text>
          {showRestaurant && (
            <Text size="sm" c="dimmed">
              {restaurantOf(row)}
            </Text>
          )}
        </div>
        <Text size="sm">{time(row.eventTime, row)}</Text>
      </Flex>
      <div style={{ marginTop: 8 }}>
        <Carousel kind={kind} row={row} context={context} boxSize={300} />
      </div>
      <Group gap="md" mt={8} justify="space-between" wrap="wrap">
        <Group gap="md" component="dl" m={0}>
          {facts.map(([label, value]) => (
            <div key={label}>
              <Text component="dt" size="xs" c="dimmed">
                {label}
              </Text>
              <Text component="dd" size="sm" m={0}>
                {value}
              </Text>
            </div>
          ))}
        </Group>
        <Group gap={4}>
          {footage?.(row)}
          {onDelete && <DeleteButton row={row} context={context} onDelete={onDelete} />}
        </Group>
      </Group>
    </>
  );
}
