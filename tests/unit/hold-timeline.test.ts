import { describe, expect, it } from 'vitest';
import { TIMELINE_BUCKETS, TIMELINE_COLOURS, timelineBucket } from '../../src/lib/hold-timeline';

const minutes = (whole: number, seconds = 0) => whole * 60 + seconds;

describe('spec 000 §9 "Timeline colour buckets: <=20, 21-25, 25-30, >30, timer errors"', () => {
  it('a hold of up to 20:00 is ≤ 20, from 20:01 it is 21–25', () => {
    expect(timelineBucket(0)).toBe('upTo20');
    expect(timelineBucket(minutes(19, 59))).toBe('upTo20');
    expect(timelineBucket(minutes(20))).toBe('upTo20');
    expect(timelineBucket(minutes(20, 1))).toBe('upTo25');
    expect(timelineBucket(minutes(20, 30))).toBe('upTo25');
  });

  it('25:00 is still 21–25, 25:01 is 25–30', () => {
    expect(timelineBucket(minutes(24, 59))).toBe('upTo25');
    expect(timelineBucket(minutes(25))).toBe('upTo25');
    expect(timelineBucket(minutes(25, 1))).toBe('upTo30');
  });

  it('30:00 is still 25–30, 30:01 is > 30', () => {
    expect(timelineBucket(minutes(29, 59))).toBe('upTo30');
    expect(timelineBucket(minutes(30))).toBe('upTo30');
    expect(timelineBucket(minutes(30, 1))).toBe('over30');
    expect(timelineBucket(minutes(240))).toBe('over30');
  });

  it('a hold with no end (null) is a timer error, and so is a time that is no duration', () => {
    expect(timelineBucket(null)).toBe('timerError');
    expect(timelineBucket(-1)).toBe('timerError');
    expect(timelineBucket(-minutes(10))).toBe('timerError');
    expect(timelineBucket(Number.NaN)).toBe('timerError');
    expect(timelineBucket(Number.POSITIVE_INFINITY)).toBe('timerError');
  });

  it('five buckets in the order of the spec, each its own colour', () => {
    expect(TIMELINE_BUCKETS).toEqual(['upTo20', 'upTo25', 'upTo30', 'over30', 'timerError']);
    const colours = TIMELINE_BUCKETS.map((bucket) => TIMELINE_COLOURS[bucket]);
    expect(new Set(colours).size).toBe(TIMELINE_BUCKETS.length);
  });
});
