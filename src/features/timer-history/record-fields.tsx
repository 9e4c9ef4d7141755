import { Badge } from '@mantine/core';
import type { CSSProperties, ReactNode } from 'react';
import { ENTREE_PACKAGE_TYPES } from '../../api/analytics/events-analytics.constants';
import {
  BASKET_STAGES,
  CONVEYOR_DIRECTIONS,
  type TimerSort,
} from '../../api/timer-history/timer-history.constants';
import type { TimerRecord } from '../../api/timer-history/timer-history.schema';
import { entreePackageLabel } from '../../api/analytics/events-analytics.schema';
import { potatoPackageLabel } from '../../api/potato/potato.schema';
import { formatSeconds, formatWeight, type FormatLocale, type WeightUnit } from '../../lib/format';
import { TIMELINE_COLOURS, timelineBucket } from '../../lib/hold-timeline';
import { valueLabel } from '../../lib/known-value';
import { productLabel } from '../../lib/product-label';
import type { Translate } from '../../lib/i18n/i18n';
import type { RecordColumn } from '../../ui/list/cursor-list';
import type { RecordField, StationView } from './station-views';
import { RowDeleteButton } from '../../ui/list/row-delete-button';
import { DIMMED, groupProps, SPACE_4, textProps } from '../../ui/list/plain-text';

/** What a row's fields are shown with. */
export interface FieldContext {
  t: Translate;
  locale: FormatLocale;
  unit: WeightUnit;
  /** The record's time in its restaurant's zone: 'DD MMM • h:mm:ss A'. */
  time(epoch: number, row: TimerRecord): string;
  /** Its time of day there: 'h:mm:ss A'. */
  clock(epoch: number, row: TimerRecord): string;
  hold: boolean;
}

interface FieldDefinition {
  header(context: FieldContext): string;
  /** CSS width of its table column, in em of the table's text. */
  width: string;
  text?: boolean;
  sortKey?: TimerSort;
  value(row: TimerRecord, context: FieldContext): ReactNode;
  /**
   * The table width it needs, and the column it folds into below it (ui/list/list-view.tsx): a
   * landscape tablet's table shows the start, the duration, the product, the pieces and the
   * row's actions; a portrait tablet's the first three. Unset: a column at every width.
   */
  fit?: Pick<RecordColumn<TimerRecord>, 'from' | 'foldInto'>;
}

/** A station's detail: a desktop's column, under the product on a narrower table. */
const DETAIL = { from: 'wide', foldInto: 'material' } as const;
/**
 * A detail of the two lists with the most fields (entry chutes, basket events): a wider
 * screen's column, under the product on a 1440 px desktop's table, which they would overflow.
 */
const MINOR_DETAIL = { from: 'full', foldInto: 'material' } as const;

const ENTREE_PACKAGES: readonly string[] = ENTREE_PACKAGE_TYPES;
const DASH = '–';

/** 'number - name' (spec 000 §3), or what the record gives of it; a dash for neither. */
const restaurantOf = (row: TimerRecord) =>
  [row.restaurantNumber, row.restaurantName].filter((part) => part !== undefined).join(' - ') ||
  DASH;

/** The end as a time of day on the start's day (spec 001 §9), else in full; no end is an error. */
function endText(row: TimerRecord, { t, time, clock }: FieldContext): string {
  if (row.endTime === null) return t('timerHistory.timerError');
  const day = (text: string) => text.split(' • ')[0];
  const end = time(row.endTime, row);
  return day(end) === day(time(row.startTime, row)) ? clock(row.endTime, row) : end;
}

const grams = (value: number | undefined, { unit, locale }: FieldContext) =>
  value === undefined ? DASH : formatWeight(value / 1000, unit, locale);

/**
 * A figure on its status colour. The text keeps the page's colour: a colour's own shade on its
 * light tint falls short of WCAG's 4.5:1 for a badge's small bold text; an error is outlined.
 */
export function StatusBadge({
  color,
  outline = false,
  children,
  ...rest
}: {
  color: string;
  outline?: boolean;
  children: ReactNode;
  'data-bucket'?: string;
}) {
  return (
    <Badge
      color={color}
      variant={outline ? 'outline' : 'light'}
      // The whole figure, never cut short by a narrow card.
      style={{
        color: 'var(--mantine-color-text)',
        textTransform: 'none',
        flexShrink: 0,
        minWidth: 'max-content',
        maxWidth: 'none',
        overflow: 'visible',
      }}
      {...rest}
    >
      {children}
    </Badge>
  );
}

/** Spec 000 §9 timeline colours: a hold's minutes in its bucket's colour; no end is an error. */
function HoldTime({ seconds, t }: { seconds: number | null; t: Translate }) {
  const bucket = timelineBucket(seconds);
  return (
    <StatusBadge
      color={TIMELINE_COLOURS[bucket]}
      outline={bucket === 'timerError'}
      data-bucket={bucket}
    >
      {seconds === null ? t('timerHistory.timerError') : formatSeconds(seconds)}
    </StatusBadge>
  );
}

/** A task's time, in red once it ran past its target. */
function TaskTime({ row }: { row: TimerRecord }) {
  if (row.duration === null) return DASH;
  const over = row.targetSeconds !== undefined && row.duration > row.targetSeconds;
  return <span className={over ? 'kc-over-target' : undefined}>{formatSeconds(row.duration)}</span>;
}

const FIELDS: Record<RecordField, FieldDefinition> = {
  start: {
    header: ({ t }) => t('timerHistory.field.start'),
    width: '12.5em',
    sortKey: 'startTime',
    value: (row, { time }) => time(row.startTime, row),
  },
  end: {
    fit: { from: 'wide', foldInto: 'start' },
    header: ({ t }) => t('timerHistory.field.end'),
    width: '8em',
    value: (row, context) => endText(row, context),
  },
  duration: {
    header: ({ t, hold }) => t(hold ? 'timerHistory.field.hold' : 'timerHistory.field.duration'),
    width: '8.5em',
    sortKey: 'duration',
    value: (row, { hold, t }) =>
      hold ? <HoldTime seconds={row.duration} t={t} /> : <TaskTime row={row} />,
  },
  target: {
    fit: { from: 'wide', foldInto: 'duration' },
    header: ({ t }) => t('timerHistory.field.target'),
    width: '7.5em',
    value: (row) => (row.targetSeconds === undefined ? DASH : formatSeconds(row.targetSeconds)),
  },
  material: {
    header: ({ t }) => t('timerHistory.field.material'),
    width: '10em',
    text: true,
    value: (row, { t }) => productLabel(row.material, t),
  },
  vendor: {
    fit: DETAIL,
    header: ({ t }) => t('timerHistory.field.vendor'),
    width: '7.5em',
    text: true,
    value: (row) => row.vendor ?? DASH,
  },
  correct: {
    fit: { from: 'wide', foldInto: 'duration' },
    header: ({ t }) => t('timerHistory.field.correct'),
    width: '7.5em',
    text: true,
    value: (row, { t }) =>
      row.isCorrect === undefined ? (
        DASH
      ) : (
        <StatusBadge color={row.isCorrect ? 'green' : 'red'}>
          {t(`timerHistory.correct.${row.isCorrect}`)}
        </StatusBadge>
      ),
  },
  package: {
    fit: DETAIL,
    header: ({ t }) => t('timerHistory.field.package'),
    width: '9em',
    text: true,
    value: (row, { t }) =>
      row.packageType === undefined
        ? DASH
        : ENTREE_PACKAGES.includes(row.packageType)
          ? entreePackageLabel(t, row.packageType)
          : potatoPackageLabel(t, row.packageType),
  },
  container: {
    fit: DETAIL,
    header: ({ t }) => t('timerHistory.field.container'),
    width: '7.5em',
    text: true,
    value: (row) => row.containerName ?? DASH,
  },
  direction: {
    fit: DETAIL,
    header: ({ t }) => t('timerHistory.field.direction'),
    width: '9.5em',
    text: true,
    value: (row, { t }) =>
      row.direction === undefined
        ? DASH
        : valueLabel(
            t,
            CONVEYOR_DIRECTIONS,
            row.direction,
            (known) => `timerHistory.direction.${known}`,
          ),
  },
  chute: {
    fit: DETAIL,
    header: ({ t }) => t('timerHistory.field.chute'),
    width: '5em',
    value: (row) => row.chute ?? DASH,
  },
  batch: {
    fit: MINOR_DETAIL,
    header: ({ t }) => t('timerHistory.field.batch'),
    width: '5em',
    value: (row) => row.batchNumber ?? DASH,
  },
  basket: {
    fit: MINOR_DETAIL,
    header: ({ t }) => t('timerHistory.field.basket'),
    width: '6.5em',
    value: (row) => row.basket ?? DASH,
  },
  stage: {
    fit: DETAIL,
    header: ({ t }) => t('timerHistory.field.stage'),
    width: '14em',
    text: true,
    value: (row, { t }) =>
      row.stage === undefined
        ? DASH
        : valueLabel(t, BASKET_STAGES, row.stage, (known) => `timerHistory.stage.${known}`),
  },
  pieces: {
    fit: { from: 'medium', foldInto: 'material' },
    header: ({ t }) => t('timerHistory.field.pieces'),
    width: '5.5em',
    value: (row) => row.pieces ?? DASH,
  },
  weight: {
    fit: DETAIL,
    header: ({ t }) => t('timerHistory.field.weight'),
    width: '6.5em',
    value: (row, context) => grams(row.grams, context),
  },
  waste: {
    fit: { from: 'wide', foldInto: 'duration' },
    header: ({ t }) => t('timerHistory.field.waste'),
    width: '8.5em',
    value: (row, context) => grams(row.wasteGrams, context),
  },
};

/**
 * The table's columns of a station: the start, the station's fields, the restaurant in Global
 * mode and Delete when the user may delete.
 */
export function recordColumns(
  view: StationView,
  context: FieldContext,
  {
    showRestaurant,
    onDelete,
    footage,
  }: {
    showRestaurant: boolean;
    onDelete?: (row: TimerRecord) => void;
    /** The row's 'Watch footage' action, for a user who may watch. */
    footage?: (row: TimerRecord) => ReactNode;
  },
): Array<RecordColumn<TimerRecord>> {
  const fields: RecordField[] = ['start', ...view.fields];
  const columns: Array<RecordColumn<TimerRecord>> = fields.map((field) => {
    const definition = FIELDS[field];
    return {
      id: field,
      header: definition.header(context),
      width: definition.width,
      text: definition.text,
      sortKey: definition.sortKey,
      cell: (row) => definition.value(row, context),
      ...definition.fit,
    };
  });
  columns.push({
    id: 'restaurant',
    header: context.t('timerHistory.field.restaurant'),
    width: '14em',
    text: true,
    shown: showRestaurant,
    cell: restaurantOf,
    // Global mode's column: a wider screen's, under the start on a desktop's table.
    from: 'full',
    foldInto: 'start',
  });
  if (footage) {
    columns.push({
      id: 'footage',
      header: context.t('footage.watch'),
      width: '7em',
      text: true,
      cell: footage,
      from: 'medium',
      foldInto: 'start',
    });
  }
  if (onDelete) {
    columns.push({
      id: 'actions',
      header: context.t('timerHistory.field.actions'),
      width: '7em',
      text: true,
      cell: (row) => <DeleteButton row={row} context={context} onDelete={onDelete} />,
      from: 'medium',
      foldInto: 'duration',
    });
  }
  return columns;
}

function DeleteButton({
  row,
  context,
  onDelete,
}: {
  row: TimerRecord;
  context: FieldContext;
  onDelete(row: TimerRecord): void;
}) {
  const { t, time } = context;
  return (
    <RowDeleteButton
      label={t('timerHistory.delete')}
      ariaLabel={t('timerHistory.deleteLabel', { time: time(row.startTime, row) })}
      onDelete={() => onDelete(row)}
    />
  );
}

/** The card's head: the product (and restaurant) beside the duration. */
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
 * The phone's card (spec 000 §1): the product (and restaurant) beside the duration, the start
 * and end under them, then the station's other fields, and Delete.
 */
export function RecordCard({
  row,
  view,
  context,
  showRestaurant,
  onDelete,
  footage,
}: {
  row: TimerRecord;
  view: StationView;
  context: FieldContext;
  showRestaurant: boolean;
  onDelete?: (row: TimerRecord) => void;
  footage?: (row: TimerRecord) => ReactNode;
}) {
  const { t, time } = context;
  const rest = view.fields.filter(
    (field) => field !== 'end' && field !== 'duration' && field !== 'material',
  );
  // Plain elements drawn as Mantine's (plain-text.ts): a card is rendered for every row.
  return (
    <>
      <div style={CARD_HEAD}>
        <div>
          <p {...textProps(undefined, BOLD)}>{FIELDS.material.value(row, context)}</p>
          {showRestaurant && <p {...textProps('sm', DIMMED)}>{restaurantOf(row)}</p>}
        </div>
        <p {...textProps('lg', FIGURE)}>
          <span className="kc-visually-hidden">{FIELDS.duration.header(context)} </span>
          {FIELDS.duration.value(row, context)}
        </p>
      </div>
      <p {...textProps('sm', { marginTop: SPACE_4 })}>
        {t('timerHistory.range', { start: time(row.startTime, row), end: endText(row, context) })}
      </p>
      <div {...groupProps('var(--mantine-spacing-md)', 'space-between', { marginTop: SPACE_4 })}>
        <dl {...groupProps('var(--mantine-spacing-md)', 'flex-start', NO_MARGIN)}>
          {rest.map((field) => (
            <div key={field}>
              <dt {...textProps('xs', DIMMED)}>{FIELDS[field].header(context)}</dt>
              <dd {...textProps('sm', NO_MARGIN)}>{FIELDS[field].value(row, context)}</dd>
            </div>
          ))}
        </dl>
        <div {...groupProps(SPACE_4)}>
          {footage?.(row)}
          {onDelete && <DeleteButton row={row} context={context} onDelete={onDelete} />}
        </div>
      </div>
    </>
  );
}
