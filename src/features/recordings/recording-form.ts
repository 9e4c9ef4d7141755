import {
  RECORDING_MAX_MS,
  RECORDING_NAME_MAX_LENGTH,
  type Recording,
  type RecordingCreateBody,
  type RecordingUpdateBody,
} from '../../api/recordings/recordings.schema';
import { wallTimeToEpoch, zonedWallTime } from '../../lib/time-zone';

/**
 * The recording form as typed (spec 001 §4 "Recording lifecycle: start, update, stop"): the
 * camera (a new recording only), the name, when it starts (now, or a date and time in the
 * kitchen's zone) and when it ends (when stopped, or a date and time).
 */
export interface RecordingDraft {
  cameraUuid: string;
  name: string;
  startMode: 'now' | 'at';
  /** 'YYYY-MM-DD' and 'HH:mm' on the kitchen's clock. */
  startDate: string;
  startTime: string;
  endMode: 'stop' | 'at';
  endDate: string;
  endTime: string;
}

export type RecordingProblem =
  'required' | 'tooLong' | 'startPast' | 'endPast' | 'endBeforeStart' | 'tooLongRecording';
export type RecordingProblems = Partial<
  Record<'cameraUuid' | 'name' | 'start' | 'end', RecordingProblem>
>;

/** What the form may change: everything for a new or scheduled one, not the start once begun. */
export type RecordingFormMode = 'create' | 'scheduled' | 'running';

const MINUTE = 60_000;
/** A new recording ends 30 minutes after it starts unless told. */
const DEFAULT_LENGTH_MS = 30 * MINUTE;

/** An instant as the form's date and time fields in `zone`. */
export function localParts(epoch: number, zone: string): { date: string; time: string } {
  const iso = new Date(zonedWallTime(epoch, zone)).toISOString();
  return { date: iso.slice(0, 10), time: iso.slice(11, 16) };
}

/** The form's date and time fields in `zone` as an instant; null when either is not valid. */
export function epochOf(date: string, time: string, zone: string): number | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date) || !/^\d{2}:\d{2}$/.test(time)) return null;
  const wall = Date.parse(`${date}T${time}:00Z`);
  return Number.isNaN(wall) ? null : wallTimeToEpoch(wall, zone);
}

/** A new recording: starting now, ending 30 minutes later. */
export function emptyDraft(now: number, zone: string): RecordingDraft {
  // The start offered for a schedule is the next quarter hour.
  const quarter = Math.ceil(now / (15 * MINUTE)) * 15 * MINUTE;
  const start = localParts(quarter, zone);
  const end = localParts(quarter + DEFAULT_LENGTH_MS, zone);
  return {
    cameraUuid: '',
    name: '',
    startMode: 'now',
    startDate: start.date,
    startTime: start.time,
    endMode: 'at',
    endDate: end.date,
    endTime: end.time,
  };
}

/** The form of a recording being changed, in the kitchen's zone. */
export function draftOf(recording: Recording, zone: string): RecordingDraft {
  // Edit is offered only for a recording whose answer gives its start (recordings-page
  // RowActions); its creation keeps the form whole otherwise.
  const startTime = recording.startTime ?? recording.createdDate;
  const start = localParts(startTime, zone);
  const end =
    recording.endTime === null
      ? localParts(startTime + DEFAULT_LENGTH_MS, zone)
      : localParts(recording.endTime, zone);
  return {
    // An edit names no camera (PUT /recordings/{id}): one the answer left out is not needed.
    cameraUuid: recording.cameraUuid ?? '',
    name: recording.name ?? '',
    startMode: 'at',
    startDate: start.date,
    startTime: start.time,
    endMode: recording.endTime === null ? 'stop' : 'at',
    endDate: end.date,
    endTime: end.time,
  };
}

/** When the draft starts: `now` for a new one starting now; null when the fields are not valid. */
function startOf(draft: RecordingDraft, mode: RecordingFormMode, zone: string, now: number) {
  if (mode === 'create' && draft.startMode === 'now') return now;
  return epochOf(draft.startDate, draft.startTime, zone);
}

/**
 * What is wrong, field by field, before anything is sent: the rules the provider checks
 * (recordings.schema.ts): a name of 1–80 characters, a camera, a scheduled start in the future,
 * an end after the start and in the future, at most 12 hours. A recording that has begun keeps
 * its start, which is not checked again.
 */
export function recordingProblems(
  draft: RecordingDraft,
  mode: RecordingFormMode,
  zone: string,
  now: number,
): RecordingProblems {
  const problems: RecordingProblems = {};
  if (mode === 'create' && draft.cameraUuid === '') problems.cameraUuid = 'required';
  const name = draft.name.trim();
  if (name === '') problems.name = 'required';
  else if (name.length > RECORDING_NAME_MAX_LENGTH) problems.name = 'tooLong';
  const start = startOf(draft, mode, zone, now);
  if (mode !== 'running') {
    if (start === null) problems.start = 'required';
    else if (draft.startMode === 'at' && start <= now) problems.start = 'startPast';
  }
  if (draft.endMode === 'at') {
    const end = epochOf(draft.endDate, draft.endTime, zone);
    if (end === null) problems.end = 'required';
    else if (end <= now) problems.end = 'endPast';
    else if (start !== null && end <= start) problems.end = 'endBeforeStart';
    else if (start !== null && end - start > RECORDING_MAX_MS) problems.end = 'tooLongRecording';
  }
  return problems;
}

/** `recordingProblems` as of this moment, with the moment (what a submit checks against). */
export function checkNow(
  draft: RecordingDraft,
  mode: RecordingFormMode,
  zone: string,
): { now: number; problems: RecordingProblems } {
  const now = Date.now();
  return { now, problems: recordingProblems(draft, mode, zone, now) };
}

function endOf(draft: RecordingDraft, zone: string): number | null {
  return draft.endMode === 'stop' ? null : epochOf(draft.endDate, draft.endTime, zone);
}

/** POST /recordings of a valid draft: no start when it starts now; no end until stopped. */
export function createBody(draft: RecordingDraft, zone: string): RecordingCreateBody {
  return {
    cameraUuid: draft.cameraUuid,
    name: draft.name.trim(),
    startTime: draft.startMode === 'now' ? null : epochOf(draft.startDate, draft.startTime, zone),
    endTime: endOf(draft, zone),
  };
}

/** PUT /recordings/{id} of a valid draft: a running recording sends no start. */
export function updateBody(
  draft: RecordingDraft,
  mode: Exclude<RecordingFormMode, 'create'>,
  zone: string,
): RecordingUpdateBody {
  const start = epochOf(draft.startDate, draft.startTime, zone);
  return {
    name: draft.name.trim(),
    ...(mode === 'scheduled' && start !== null ? { startTime: start } : {}),
    endTime: endOf(draft, zone),
  };
}
