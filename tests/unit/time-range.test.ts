import { describe, expect, it } from 'vitest';
import {
  minutesToTime,
  TIME_STEP_MINUTES,
  timeToMinutes,
  withTimes,
} from '../../src/lib/time-range';

describe('times of day as the time pickers list them', () => {
  it('spec 000 §9: time picker step 15 minutes', () => {
    expect(TIME_STEP_MINUTES).toBe(15);
  });

  it('spec 000 §5: hours 0-23 and minutes 0-59 only', () => {
    expect(timeToMinutes('23:59')).toBe(1439);
    expect(timeToMinutes('13:15:00')).toBe(795);
    expect(timeToMinutes('24:00')).toBeNull();
    expect(timeToMinutes('12:60')).toBeNull();
    expect(timeToMinutes('noon')).toBeNull();
  });

  it('writes minutes after midnight back as HH:mm', () => {
    expect(minutesToTime(0)).toBe('00:00');
    expect(minutesToTime(795)).toBe('13:15');
    expect(minutesToTime(1439)).toBe('23:59');
  });

  it('adds extra times to an option list in order, without duplicates', () => {
    expect(withTimes(['00:00', '00:15', '00:30'], ['00:07', '00:15', undefined, 'bad'])).toEqual([
      '00:00',
      '00:07',
      '00:15',
      '00:30',
    ]);
  });
});
