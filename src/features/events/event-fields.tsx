import type { CSSProperties, ReactNode } from 'react';
import { VISION_STATIONS, type EventRecord } from '../../api/events/events.schema';
import { formatSeconds } from '../../lib/format';
import { valueLabel } from '../../lib/known-value';
import { productLabel } from '../../lib/product-label';
import type { Translate } from '../../lib/i18n/i18n';
import type { RecordColumn } from '../../ui/list/cursor-list';
import { Identifier } from '../../ui/list/identifier';
import { DIMMED, groupProps, SPACE_4, textProps } from '../../ui/list/plain-text';

/** What a row's fields are shown with. */
export interface EventFieldContext {
  t: Translate;
  /** A whole number in the page's language: '1,204'. */
  count(value: number): string;
  /** The event's time in its restaurant's zone: 'DD MMM • h:mm:ss A'. */
  time(epoch: number, row: EventRecord): string;
  /** Its time of day there: 'h:mm:ss A'. */
  clock(epoch: number, row: EventRecord): string;
}

/**
 * The fields in column order (docs/decisions/kitchen-records.md "Vision events"): when it happened, the action's
 * start on camera and its length, what happened to which product, where and by which camera it
 * was seen, and how many frames hold it. The event name and the camera's are the provider's.
 */
const COLUMN_ORDER = [
  'time',
  'started',
  'duration',
  'eventName',
  'material',
  'station',
  'camera',
  'frames',
  'restaurant',
] as const;
type EventField = (typeof COLUMN_ORDER)[number];

interface FieldDefinition {
  /** CSS width of its table column, in em of the table's text. */
  width: string;
  text?: boolean;
  sortKey?: 'eventTime';
  value(row: EventRecord, context: EventFieldContext): ReactNode;
  /**
   * The table width it needs, and the column it folds into below it (ui/list/list-view.tsx): a
   * landscape tablet's table shows the time, the duration, the event, the product and the
   * frames; a portrait tablet's the time, the duration and the event. Unset: at every width.
   */
  fit?: Pick<RecordColumn<EventRecord>, 'from' | 'foldInto'>;
}

/** 'number - name' (spec 000 §3), or what the answer gives of it; '—' for neither. */
const restaurantOf = (row: EventRecord) =>
  [row.restaurantNumber, row.restaurantName].filter((part) => part !== undefined).join(' - ') ||
  EMPTY_CELL;

/** A field the answer does not give. */
const EMPTY_CELL = '—';

const FIELDS: Record<EventField, FieldDefinition> = {
  time: {
    width: '12.5em',
    sortKey: 'eventTime',
    value: (row, { time }) => time(row.eventTime, row),
  },
  started: {
    width: '8.5em',
    fit: { from: 'wide', foldInto: 'time' },
    value: (row, { clock }) => clock(row.startEventTime, row),
  },
  duration: { width: '6.5em', value: (row) => formatSeconds(row.duration) },
  eventName: { width: '12.5em', text: true, value: (row) => row.eventName },
  material: {
    width: '10.5em',
    text: true,
    fit: { from: 'medium', foldInto: 'eventName' },
    value: (row, { t }) => productLabel(row.material, t),
  },
  station: {
    width: '7em',
    text: true,
    fit: { from: 'wide', foldInto: 'eventName' },
    value: (row, { t }) =>
      row.station === undefined
        ? EMPTY_CELL
        : valueLabel(t, VISION_STATIONS, row.station, (known) => `events.station.${known}`),
  },
  camera: {
    width: '7.5em',
    text: true,
    fit: { from: 'wide', foldInto: 'eventName' },
    value: (row) => <Identifier>{row.cameraName}</Identifier>,
  },
  frames: {
    width: '6em',
    fit: { from: 'medium', foldInto: 'duration' },
    value: (row, { count }) => count(row.frames),
  },
  restaurant: {
    width: '11.5em',
    text: true,
    // Global mode's column: a wider screen's, under the time on a desktop's table.
    fit: { from: 'full', foldInto: 'time' },
    value: restaurantOf,
  },
};

/** The table's columns: every field, the restaurant in Global mode only. */
export function eventColumns(
  context: EventFieldContext,
  { showRestaurant }: { showRestaurant: boolean },
): Array<RecordColumn<EventRecord>> {
  return COLUMN_ORDER.map((field) => {
    const definition = FIELDS[field];
    return {
      id: field,
      header: context.t(`events.field.${field}`),
      width: definition.width,
      text: definition.text,
      sortKey: definition.sortKey,
      shown: field === 'restaurant' ? showRestaurant : undefined,
      cell: (row) => definition.value(row, context),
      ...definition.fit,
    };
  });
}

/** The card's head: what happened (and where) beside how long it took. */
const CARD_HEAD: CSSProperties = {
  display: 'flex',
  gap: 'var(--mantine-spacing-xs)',
  alignItems: 'baseline',
  justifyContent: 'space-between',
};
const BOLD: CSSProperties = { fontWeight: 600 };
const FIGURE: CSSProperties = { whiteSpace: 'nowrap', fontWeight: 700 };
const NO_MARGIN: CSSProperties = { margin: '0rem' };

/**
 * The phone's card (spec 000 §1): the event and its product (and restaurant) beside its length,
 * its time with the action's start under them, then where and by which camera it was seen, and
 * its frames.
 */
export function EventCard({
  row,
  context,
  showRestaurant,
}: {
  row: EventRecord;
  context: EventFieldContext;
  showRestaurant: boolean;
}) {
  const { t, time, clock } = context;
  // Plain elements drawn as Mantine's (plain-text.ts): a card is rendered for every row.
  return (
    <>
      <div style={CARD_HEAD}>
        <div>
          <p {...textProps(undefined, BOLD)}>{row.eventName}</p>
          <p {...textProps('sm', DIMMED)}>{FIELDS.material.value(row, context)}</p>
          {showRestaurant && <p {...textProps('sm', DIMMED)}>{restaurantOf(row)}</p>}
        </div>
        <p {...textProps('lg', FIGURE)}>
          <span className="kc-visually-hidden">{t('events.field.duration')} </span>
          {FIELDS.duration.value(row, context)}
        </p>
      </div>
      <p {...textProps('sm', { marginTop: SPACE_4 })}>
        {time(row.eventTime, row)} ·{' '}
        {t('events.startedAt', { time: clock(row.startEventTime, row) })}
      </p>
      <dl
        {...groupProps('var(--mantine-spacing-md)', 'flex-start', {
          marginTop: SPACE_4,
          marginBottom: '0rem',
        })}
      >
        {(['station', 'camera', 'frames'] as const).map((field) => (
          <div key={field}>
            <dt {...textProps('xs', DIMMED)}>{t(`events.field.${field}`)}</dt>
            <dd {...textProps('sm', NO_MARGIN)}>{FIELDS[field].value(row, context)}</dd>
          </div>
        ))}
      </dl>
    </>
  );
}
