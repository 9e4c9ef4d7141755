import { describe, expect, it } from 'vitest';
import type { Recording } from '../../api/recordings/recordings.schema';
import {
  createBody,
  draftOf,
  emptyDraft,
  epochOf,
  localParts,
  recordingProblems,
  updateBody,
  type RecordingDraft,
} from './recording-form';

const ZONE = 'America/Chicago';
/** 22 Nov 2026, 09:07 in Chicago (CST, UTC−6). */
const NOW = Date.parse('2026-11-22T15:07:00Z');
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

function draft(fields: Partial<RecordingDraft> = {}): RecordingDraft {
  return { ...emptyDraft(NOW, ZONE), cameraUuid: 'camera-1', name: 'Lunch rush', ...fields };
}

describe('recording form times (the kitchen’s clock)', () => {
  it('reads and writes date and time fields in the kitchen’s zone', () => {
    expect(localParts(NOW, ZONE)).toEqual({ date: '2026-11-22', time: '09:07' });
    expect(epochOf('2026-11-22', '09:07', ZONE)).toBe(NOW);
    expect(epochOf('2026-11-22', '', ZONE)).toBeNull();
    expect(epochOf('22/11/2026', '09:07', ZONE)).toBeNull();
  });

  it('offers a new recording starting now and ending 30 minutes after the next quarter hour', () => {
    const empty = emptyDraft(NOW, ZONE);
    expect(empty).toMatchObject({
      startMode: 'now',
      startDate: '2026-11-22',
      startTime: '09:15',
      endMode: 'at',
      endTime: '09:45',
    });
  });
});

describe('recording form problems: the provider’s rules, said before sending (spec 001 §4 "Recording lifecycle")', () => {
  it('needs a camera and a name of at most 80 characters', () => {
    expect(recordingProblems(draft({ cameraUuid: '', name: ' ' }), 'create', ZONE, NOW)).toEqual({
      cameraUuid: 'required',
      name: 'required',
    });
    expect(recordingProblems(draft({ name: 'x'.repeat(81) }), 'create', ZONE, NOW)).toEqual({
      name: 'tooLong',
    });
    expect(recordingProblems(draft(), 'create', ZONE, NOW)).toEqual({});
  });

  it('schedules only in the future, ends after the start and in the future, at most 12 hours', () => {
    const at = (time: string) => ({
      startMode: 'at' as const,
      startDate: '2026-11-22',
      startTime: time,
    });
    expect(recordingProblems(draft(at('09:00')), 'create', ZONE, NOW)).toEqual({
      start: 'startPast',
    });
    expect(
      recordingProblems(draft({ ...at('10:00'), endTime: '09:30' }), 'create', ZONE, NOW),
    ).toEqual({ end: 'endBeforeStart' });
    expect(recordingProblems(draft({ endTime: '09:00' }), 'create', ZONE, NOW)).toEqual({
      end: 'endPast',
    });
    expect(
      recordingProblems(draft({ endDate: '2026-11-22', endTime: '21:08' }), 'create', ZONE, NOW),
    ).toEqual({ end: 'tooLongRecording' });
    expect(recordingProblems(draft({ endMode: 'stop', endTime: '' }), 'create', ZONE, NOW)).toEqual(
      {},
    );
  });

  it('does not check the start of a recording that has begun: it keeps its start', () => {
    const running = draft({ startMode: 'at', startTime: '08:00' });
    expect(recordingProblems(running, 'running', ZONE, NOW)).toEqual({});
    expect(recordingProblems(running, 'scheduled', ZONE, NOW)).toEqual({ start: 'startPast' });
  });
});

describe('recording form bodies (POST /recordings, PUT /recordings/{id})', () => {
  it('starts now without a start time, and records until stopped without an end', () => {
    expect(createBody(draft({ endMode: 'stop', name: ' Lunch rush ' }), ZONE)).toEqual({
      cameraUuid: 'camera-1',
      name: 'Lunch rush',
      startTime: null,
      endTime: null,
    });
    expect(
      createBody(draft({ startMode: 'at', startTime: '10:00', endTime: '10:30' }), ZONE),
    ).toMatchObject({ startTime: NOW + 53 * MINUTE, endTime: NOW + 83 * MINUTE });
  });

  it('sends a start only for a scheduled recording', () => {
    const recording = {
      uuid: 'r1',
      cameraUuid: 'camera-1',
      name: 'Lunch rush',
      status: 'RECORDING',
      startTime: NOW - HOUR,
      endTime: null,
    } as Recording;
    const edited = draftOf(recording, ZONE);
    expect(edited).toMatchObject({ startMode: 'at', startTime: '08:07', endMode: 'stop' });
    expect(updateBody(edited, 'running', ZONE)).toEqual({ name: 'Lunch rush', endTime: null });
    expect(updateBody(edited, 'scheduled', ZONE)).toEqual({
      name: 'Lunch rush',
      startTime: NOW - HOUR,
      endTime: null,
    });
  });
});
