import { describe, expect, it } from 'vitest';
import {
  checkTime12h,
  DEFAULT_TIME,
  formatTime12h,
  parseTime12h,
  timeOptions,
  timeRuleError,
} from '../../src/lib/time-of-day';

const at = (hours: number, minutes = 0) => hours * 60 + minutes;

describe('12-hour time text', () => {
  it.each([
    ['12:00 am', 0],
    ['12:59 am', 59],
    ['01:00 am', 60],
    ['11:45 am', at(11, 45)],
    ['12:00 pm', at(12)],
    ['01:30 pm', at(13, 30)],
    ['11:59 pm', at(23, 59)],
  ])('spec 000 §5: reads %s as %d minutes and writes it back the same', (text, minutes) => {
    expect(parseTime12h(text)).toBe(minutes);
    expect(formatTime12h(minutes)).toBe(text);
  });

  it('accepts a one-digit hour, any case and no space while typing', () => {
    expect(parseTime12h('1:30 pm')).toBe(at(13, 30));
    expect(parseTime12h(' 01:30PM ')).toBe(at(13, 30));
    expect(parseTime12h('9:05 Am')).toBe(at(9, 5));
  });

  it.each([
    '00:30 am',
    '13:00 pm',
    '12:60 am',
    '12:5 am',
    '12:00',
    '12:00 xm',
    '',
    'noon',
    '1230 pm',
  ])('spec 000 §5: hour 01-12 and minute 00-59 only: rejects %j', (text) => {
    expect(parseTime12h(text)).toBeNull();
  });

  it('spec 000 §5: the default time is 12:00 am', () => {
    expect(formatTime12h(DEFAULT_TIME)).toBe('12:00 am');
  });

  it('wraps minutes outside one day', () => {
    expect(formatTime12h(at(24, 15))).toBe('12:15 am');
    expect(formatTime12h(-15)).toBe('11:45 pm');
  });
});

describe('time rules', () => {
  it('spec 000 §5: later than a set start (strictly)', () => {
    expect(timeRuleError(at(13), { after: at(13) })).toBe('after');
    expect(timeRuleError(at(12, 59), { after: at(13) })).toBe('after');
    expect(timeRuleError(at(13, 1), { after: at(13) })).toBeNull();
  });

  it('spec 000 §5: at or after a set minimum', () => {
    expect(timeRuleError(at(8), { min: at(8) })).toBeNull();
    expect(timeRuleError(at(7, 59), { min: at(8) })).toBe('min');
  });

  it('spec 000 §5: at or before a set maximum', () => {
    expect(timeRuleError(at(17), { max: at(17) })).toBeNull();
    expect(timeRuleError(at(17, 1), { max: at(17) })).toBe('max');
  });

  it('checks typed text: format first, then the rules', () => {
    expect(checkTime12h('02:00 pm', { min: at(8), max: at(17) })).toEqual({
      ok: true,
      minutes: at(14),
    });
    expect(checkTime12h('2 pm')).toEqual({ ok: false, error: 'format' });
    expect(checkTime12h('06:00 pm', { max: at(17) })).toEqual({ ok: false, error: 'max' });
    expect(checkTime12h('07:00 am', { min: at(8) })).toEqual({ ok: false, error: 'min' });
    expect(checkTime12h('01:00 pm', { after: at(13) })).toEqual({ ok: false, error: 'after' });
  });
});

describe('time options', () => {
  it('spec 000 §9: 15-minute steps over the whole day by default', () => {
    const options = timeOptions();
    expect(options).toHaveLength(96);
    expect(options[0]).toEqual({ value: '12:00 am', minutes: 0 });
    expect(options[1]!.value).toBe('12:15 am');
    expect(options.at(-1)!.value).toBe('11:45 pm');
  });

  it('spec 001 §5: options spaced by an interval, kept within the rules', () => {
    const options = timeOptions({ interval: 30, after: at(13), max: at(15) });
    expect(options.map((option) => option.value)).toEqual([
      '01:30 pm',
      '02:00 pm',
      '02:30 pm',
      '03:00 pm',
    ]);
  });

  it('spec 001 §5: options can show elapsed minutes', () => {
    const options = timeOptions({ interval: 60, min: at(13), max: at(15), elapsedFrom: at(13) });
    expect(options.map((option) => option.elapsed)).toEqual([0, 60, 120]);
  });

  it('falls back to 15 minutes for a nonsense interval', () => {
    expect(timeOptions({ interval: 0 })).toHaveLength(96);
    expect(timeOptions({ interval: Number.NaN })).toHaveLength(96);
  });
});
