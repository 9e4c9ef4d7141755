import type { RecordList } from '../../api/timer-history/timer-history.constants';
import type { FootageStation } from '../../lib/footage/station-camera';

/** A field of a record a history can show (record-fields.tsx says how). */
export type RecordField =
  | 'start'
  | 'end'
  | 'duration'
  | 'target'
  | 'material'
  | 'vendor'
  | 'correct'
  | 'package'
  | 'container'
  | 'direction'
  | 'chute'
  | 'batch'
  | 'basket'
  | 'stage'
  | 'pieces'
  | 'weight'
  | 'waste';

export interface StationView {
  /** The record's fields, in column order after the start time. */
  fields: readonly RecordField[];
  /**
   * The duration is a hold (a pan or package waiting to be sold), shown in the spec's timeline
   * colours (spec 000 §9); otherwise it is a task's time against its target.
   */
  hold: boolean;
  /** Whose camera shows a record's start (from a figure to the footage). */
  footage: FootageStation;
}

/**
 * What each station's history shows (docs/decisions/kitchen-records.md, "Timer and cycle history records"): a
 * new station is a line here, its path in timer-history.constants.ts and its route file.
 */
export const STATION_VIEWS: Record<RecordList, StationView> = {
  breading: {
    fields: ['end', 'duration', 'target', 'material', 'pieces', 'weight'],
    hold: false,
    footage: 'breading',
  },
  prq: {
    fields: ['end', 'duration', 'target', 'material', 'pieces'],
    hold: false,
    footage: 'holding',
  },
  fryer: {
    fields: ['end', 'duration', 'target', 'material', 'vendor', 'correct', 'pieces'],
    hold: false,
    footage: 'fryer',
  },
  conveyor: {
    fields: ['end', 'duration', 'target', 'direction', 'material'],
    hold: false,
    footage: 'conveyor',
  },
  'hot-holding': {
    fields: ['end', 'duration', 'material', 'container', 'pieces', 'waste'],
    hold: true,
    footage: 'holding',
  },
  'entree-chutes': {
    fields: ['end', 'duration', 'material', 'package', 'pieces'],
    hold: true,
    footage: 'entreeChute',
  },
  'scheduled-production': {
    fields: ['end', 'duration', 'material', 'container', 'pieces', 'waste'],
    hold: true,
    footage: 'holding',
  },
  'dump-pan': {
    fields: ['end', 'duration', 'material', 'chute', 'weight', 'waste'],
    hold: true,
    footage: 'fryer',
  },
  'fry-chutes': {
    fields: ['end', 'duration', 'material', 'package', 'chute', 'weight'],
    hold: true,
    footage: 'fryer',
  },
  // The other operations of spec 001 §2 (docs/decisions/kitchen-records.md): raw chicken's wait in its chute, and each
  // step of a fry basket's trip, both against their targets.
  'entry-chutes': {
    fields: ['end', 'duration', 'target', 'material', 'batch', 'chute', 'pieces', 'weight'],
    hold: false,
    footage: 'breading',
  },
  'basket-events': {
    fields: ['end', 'duration', 'target', 'stage', 'material', 'basket', 'batch', 'pieces'],
    hold: false,
    footage: 'fryer',
  },
};
