import { describe, expect, it } from 'vitest';
import {
  FOOTAGE_STATIONS,
  isLive,
  LIVE_WITHIN_MS,
  recordCovering,
  startAtOf,
  stationCameraOf,
  stationWatcher,
} from './station-camera';

const HOUR = 3_600_000;
const T = Date.parse('2026-11-22T12:00:00Z');

describe('from a figure to the footage: which camera shows a figure', () => {
  it.each([
    ['holding', 'holding'],
    ['fryer', 'fryer'],
    ['breading', 'breading'],
    ['conveyor', 'fryer'],
    ['entreeChute', 'holding'],
  ] as const)('%s is offered as the footage of the %s camera', (station, watcher) => {
    expect(stationWatcher(station)).toBe(watcher);
  });

  it('every station is watched through one of three stations’ cameras', () => {
    for (const station of FOOTAGE_STATIONS) {
      expect(['fryer', 'holding', 'breading']).toContain(stationWatcher(station));
    }
  });

  it('spec 001 §3 "Camera: … categories": finds the station’s camera by its category, whatever the camera is called, never by its name', () => {
    const cabinet = { name: 'CAM-7', categories: [{ name: 'hot Holding ' }] };
    const named = { name: 'Hot holding', categories: [{ name: 'Kitchen line' }] };
    expect(stationCameraOf([named, cabinet], 'holding')).toBe(cabinet);
    expect(stationCameraOf([named], 'holding')).toBeUndefined();
    // An answer without categories has no station camera.
    const bare: { name: string; categories?: Array<{ name: string }> } = { name: 'Hot holding' };
    expect(stationCameraOf([bare], 'holding')).toBeUndefined();
  });

  it('spec 001 §1 line 10 names the stations ("breading, conveyor, fryer, … hot holding, entree chutes"): a category of the spec’s name is looked in first, in any case or spelling, ours only after', () => {
    const specFryer = { name: 'CAM-1', categories: [{ name: 'FRYER' }] };
    const ourFryer = { name: 'CAM-2', categories: [{ name: 'Fryer station' }] };
    expect(stationCameraOf([ourFryer, specFryer], 'fryer')).toBe(specFryer);
    expect(stationCameraOf([ourFryer], 'fryer')).toBe(ourFryer);
    const chutes = { name: 'CAM-3', categories: [{ name: 'entree-chutes' }] };
    const holding = { name: 'CAM-4', categories: [{ name: 'HOT_HOLDING' }] };
    expect(stationCameraOf([holding, chutes], 'entreeChute')).toBe(chutes);
    expect(stationCameraOf([holding], 'entreeChute')).toBe(holding);
    expect(stationCameraOf([specFryer], 'conveyor')).toBe(specFryer);
  });

  it('a station with its own category is watched through it, else through its neighbour’s', () => {
    const fryer = { name: 'A', categories: [{ name: 'Fryer station' }] };
    const conveyor = { name: 'B', categories: [{ name: 'Conveyor' }] };
    expect(stationCameraOf([fryer], 'conveyor')).toBe(fryer);
    expect(stationCameraOf([fryer, conveyor], 'conveyor')).toBe(conveyor);
  });
});

describe('what plays for a moment', () => {
  it('within a minute of now is live; earlier is footage', () => {
    expect(isLive(T, T)).toBe(true);
    expect(isLive(T - LIVE_WITHIN_MS, T)).toBe(true);
    expect(isLive(T - LIVE_WITHIN_MS - 1, T)).toBe(false);
    expect(isLive(T + 5_000, T)).toBe(true);
  });

  it('the record covering the moment, none outside every record', () => {
    const records = [
      { id: 'a', startTime: T - 2 * HOUR, endTime: T - HOUR },
      { id: 'b', startTime: T - HOUR, endTime: T },
    ];
    expect(recordCovering(records, T - 90 * 60_000)?.id).toBe('a');
    expect(recordCovering(records, T - HOUR)?.id).toBe('b');
    expect(recordCovering(records, T - 3 * HOUR)).toBeUndefined();
    expect(recordCovering([], T)).toBeUndefined();
  });

  it('starts the record at the moment, in whole seconds', () => {
    expect(startAtOf({ startTime: T, endTime: T + HOUR }, T + 40 * 60_000 + 5_700)).toBe(2405);
    expect(startAtOf({ startTime: T, endTime: T + HOUR }, T - 1)).toBe(0);
  });
});
