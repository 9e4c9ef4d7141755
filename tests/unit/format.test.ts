import { format } from 'date-fns';
import { es } from 'date-fns/locale/es';
import { describe, expect, it } from 'vitest';
import {
  absoluteTime,
  bytes,
  clockInOffset,
  convertWeight,
  formatWeight,
  largeNumber,
  percent,
  readWeightUnit,
  relativeTime,
  timestamp,
  uptime,
  utcOffsetLabel,
  WEIGHT_UNITS,
} from '../../src/lib/format';
import { inRuntimeZone } from '../helpers/runtime-zone';

// Local-time constructors keep these tests independent of the runner's zone.
const NOW = new Date(2024, 10, 22, 7, 13, 53);
const ago = (ms: number): Date => new Date(NOW.getTime() - ms);
const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;

describe('relativeTime', () => {
  it("spec 000 §9: 'just now' under a minute", () => {
    expect(relativeTime(NOW, NOW)).toBe('just now');
    expect(relativeTime(ago(59 * SECOND), NOW)).toBe('just now');
    expect(relativeTime(new Date(NOW.getTime() + 30 * SECOND), NOW)).toBe('just now');
  });

  it('spec 000 §9: minutes ago from exactly one minute', () => {
    expect(relativeTime(ago(MINUTE), NOW)).toBe('1 minute ago');
    expect(relativeTime(ago(5 * MINUTE + 30 * SECOND), NOW)).toBe('5 minutes ago');
    expect(relativeTime(ago(59 * MINUTE), NOW)).toBe('59 minutes ago');
  });

  it('spec 000 §9: hours ago', () => {
    expect(relativeTime(ago(HOUR), NOW)).toBe('1 hour ago');
    expect(relativeTime(ago(23 * HOUR), NOW)).toBe('23 hours ago');
  });

  it('spec 000 §9: days ago', () => {
    expect(relativeTime(new Date(2024, 10, 21, 7, 13, 53), NOW)).toBe('1 day ago');
    expect(relativeTime(new Date(2024, 10, 2, 7, 13, 53), NOW)).toBe('20 days ago');
  });

  it('spec 000 §9: months ago', () => {
    expect(relativeTime(new Date(2024, 9, 22, 7, 13, 53), NOW)).toBe('1 month ago');
    expect(relativeTime(new Date(2024, 0, 1), NOW)).toBe('10 months ago');
  });

  it('spec 000 §9: years ago', () => {
    expect(relativeTime(new Date(2023, 10, 22, 7, 13, 53), NOW)).toBe('1 year ago');
    expect(relativeTime(new Date(2019, 0, 1), NOW)).toBe('5 years ago');
  });

  it("spec 000 §9: else 'MM/DD/YYYY h:mm:ss A' (a time in the future)", () => {
    expect(relativeTime(new Date(2024, 11, 5, 15, 4, 9), NOW)).toBe('12/05/2024 3:04:09 PM');
    expect(relativeTime(new Date(2025, 0, 1, 0, 0, 0), NOW)).toBe('01/01/2025 12:00:00 AM');
  });

  it('accepts epoch milliseconds and ISO strings', () => {
    expect(relativeTime(ago(2 * HOUR).getTime(), NOW.getTime())).toBe('2 hours ago');
    expect(relativeTime(ago(3 * MINUTE).toISOString(), NOW)).toBe('3 minutes ago');
  });

  it("gives 'N/A' for an invalid date", () => {
    expect(relativeTime('not a date', NOW)).toBe('N/A');
    expect(relativeTime(NaN, NOW)).toBe('N/A');
  });

  it('counts whole calendar units (date-fns differences)', () => {
    expect(relativeTime(ago(23 * HOUR + 59 * MINUTE), NOW)).toBe('23 hours ago');
    expect(relativeTime(new Date(2024, 9, 23, 7, 13, 53), NOW)).toBe('30 days ago');
    expect(relativeTime(new Date(2023, 10, 23, 7, 13, 53), NOW)).toBe('11 months ago');
  });

  it('spec 000 §9: the absolute form uses the date-fns locale for the day period', () => {
    expect(
      relativeTime(new Date(2024, 11, 5, 15, 4, 9), NOW, { locale: 'es', dateLocale: es }),
    ).toBe(format(new Date(2024, 11, 5, 15, 4, 9), 'MM/dd/yyyy h:mm:ss a', { locale: es }));
  });

  it('spec 000 §9 in Spanish', () => {
    expect(relativeTime(ago(10 * SECOND), NOW, { locale: 'es' })).toBe('justo ahora');
    expect(relativeTime(ago(5 * MINUTE), NOW, { locale: 'es' })).toBe('hace 5 minutos');
    expect(relativeTime(ago(HOUR), NOW, { locale: 'es' })).toBe('hace 1 hora');
    expect(relativeTime(new Date(2022, 10, 22), NOW, { locale: 'es' })).toBe('hace 2 años');
  });
});

describe('timestamp', () => {
  it("spec 000/001 §9: default format 'DD MMM • h:mm:ss A'", () => {
    expect(timestamp(NOW)).toBe('22 Nov • 7:13:53 AM');
    expect(timestamp(new Date(2024, 0, 5, 0, 0, 7))).toBe('05 Jan • 12:00:07 AM');
    expect(timestamp(new Date(2024, 5, 30, 12, 30, 0))).toBe('30 Jun • 12:30:00 PM');
    expect(timestamp(new Date(2024, 5, 30, 23, 59, 59))).toBe('30 Jun • 11:59:59 PM');
  });

  it('converts to an IANA time zone, with and without daylight saving', () => {
    const winter = Date.UTC(2024, 10, 22, 12, 13, 53);
    expect(timestamp(winter, { timeZone: 'UTC' })).toBe('22 Nov • 12:13:53 PM');
    expect(timestamp(winter, { timeZone: 'America/New_York' })).toBe('22 Nov • 7:13:53 AM');
    expect(timestamp(winter, { timeZone: 'Asia/Kolkata' })).toBe('22 Nov • 5:43:53 PM');
    const summer = Date.UTC(2024, 6, 1, 12, 0, 0);
    expect(timestamp(summer, { timeZone: 'America/New_York' })).toBe('01 Jul • 8:00:00 AM');
    // Midnight in the zone reads 12, not 0 or 24.
    expect(timestamp(Date.UTC(2024, 0, 1, 5, 0, 0), { timeZone: 'America/New_York' })).toBe(
      '01 Jan • 12:00:00 AM',
    );
  });

  it('uses the date-fns locale for month and day-period names', () => {
    const pattern = 'dd MMM • h:mm:ss a';
    expect(timestamp(NOW, { locale: 'es', dateLocale: es })).toBe(
      format(NOW, pattern, { locale: es }),
    );
    expect(timestamp(NOW, { locale: 'es', dateLocale: es })).toBe('22 nov • 7:13:53 AM');
    expect(timestamp(NOW)).toBe(format(NOW, pattern));
  });

  it("gives 'N/A' for an invalid date", () => {
    expect(timestamp('nope')).toBe('N/A');
  });

  it('rejects an unknown time zone', () => {
    expect(() => timestamp(NOW, { timeZone: 'Mars/Olympus' })).toThrow(RangeError);
  });
});

describe('absoluteTime', () => {
  it("spec 000 §9: 'MM/DD/YYYY h:mm:ss A', local or in a zone", () => {
    expect(absoluteTime(new Date(2024, 11, 5, 15, 4, 9))).toBe('12/05/2024 3:04:09 PM');
    expect(absoluteTime(Date.UTC(2024, 10, 22, 12, 13, 53), { timeZone: 'Asia/Kolkata' })).toBe(
      '11/22/2024 5:43:53 PM',
    );
    expect(absoluteTime('nope')).toBe('N/A');
  });
});

describe('clockInOffset', () => {
  const instant = Date.UTC(2024, 2, 10, 7, 5, 9); // US DST switch day

  it("is 'h:mm:ss A' at a fixed offset, whatever the runner's zone or DST", () => {
    expect(clockInOffset(instant, 0)).toBe('7:05:09 AM');
    expect(clockInOffset(instant, -300)).toBe('2:05:09 AM');
    expect(clockInOffset(instant, 330)).toBe('12:35:09 PM');
    expect(clockInOffset(instant, -420)).toBe('12:05:09 AM');
    expect(clockInOffset(new Date(instant), 840)).toBe('9:05:09 PM');
  });

  it('rolls across midnight', () => {
    expect(clockInOffset(Date.UTC(2024, 0, 1, 23, 30, 0), 60)).toBe('12:30:00 AM');
  });

  it("gives 'N/A' for bad input", () => {
    expect(clockInOffset(NaN, 0)).toBe('N/A');
    expect(clockInOffset(instant, NaN)).toBe('N/A');
  });

  it("is not shifted by a daylight-saving gap in the runtime's own zone", () => {
    // 02:05 did not exist in New York that morning; a local Date built from it would read 3:05.
    inRuntimeZone('America/New_York', () => {
      expect(clockInOffset(instant, -300)).toBe('2:05:09 AM');
      expect(timestamp(instant, { timeZone: 'America/Chicago' })).toBe('10 Mar • 1:05:09 AM');
    });
  });
});

describe('utcOffsetLabel', () => {
  it('names a fixed offset', () => {
    expect(utcOffsetLabel(0)).toBe('UTC');
    expect(utcOffsetLabel(330)).toBe('UTC+05:30');
    expect(utcOffsetLabel(-180)).toBe('UTC-03:00');
    expect(utcOffsetLabel(840)).toBe('UTC+14:00');
  });
});

describe('largeNumber', () => {
  it.each([
    [0, '0'],
    [999, '999'],
    [1000, '1k'],
    [1200, '1.2k'],
    [1250, '1.3k'],
    [999_949, '999.9k'],
    [999_950, '1M'],
    [1_000_000, '1M'],
    [2_500_000_000, '2.5B'],
    [1e12, '1T'],
    [1.5e15, '1,500T'],
    [12.345, '12.3'],
    [-1500, '-1.5k'],
    [-999, '-999'],
    [-0, '0'],
  ])('spec 000 §9: suffixes k, M, B, T: %d → %s', (n, expected) => {
    expect(largeNumber(n)).toBe(expected);
  });

  it.each([NaN, Infinity, -Infinity])("gives 'N/A' for %d", (n) => {
    expect(largeNumber(n)).toBe('N/A');
  });

  it('spec 000 §9 in Spanish uses a decimal comma', () => {
    expect(largeNumber(1200, { locale: 'es' })).toBe('1,2k');
  });
});

describe('bytes', () => {
  it.each([
    [0, '0 B'],
    [1, '1 B'],
    [1000, '1,000 B'],
    [1023, '1,023 B'],
    [1024, '1 KiB'],
    [1536, '1.5 KiB'],
    [1024 ** 2 - 1, '1 MiB'],
    [1024 ** 2, '1 MiB'],
    [1234567, '1.18 MiB'],
    [1024 ** 3 * 5.25, '5.25 GiB'],
    [1024 ** 8, '1 YiB'],
    [1024 ** 9, '1,024 YiB'],
    [-2048, '-2 KiB'],
  ])('spec 000 §9: byte units B to YiB: %d → %s', (n, expected) => {
    expect(bytes(n)).toBe(expected);
  });

  it('spec 000 §9 byte units in Spanish', () => {
    expect(bytes(1536, { locale: 'es' })).toBe('1,5 KiB');
  });

  it.each([NaN, Infinity])("gives 'N/A' for %d", (n) => {
    expect(bytes(n)).toBe('N/A');
  });
});

describe('percent', () => {
  it.each([
    [0, '0%'],
    [12.345, '12.35%'],
    [12.344, '12.34%'],
    [50, '50%'],
    [100, '100%'],
    [-3.456, '-3.46%'],
    [-0.001, '0%'],
  ])('spec 000 §9: percentages rounded to 2 decimals: %d → %s', (n, expected) => {
    expect(percent(n)).toBe(expected);
  });

  it("gives 'N/A' for NaN", () => {
    expect(percent(NaN)).toBe('N/A');
  });

  it('spec 000 §9 percentages in Spanish', () => {
    expect(percent(12.345, { locale: 'es' })).toBe('12,35%');
  });
});

describe('uptime', () => {
  const H = 3600;
  const D = 24 * H;
  const W = 7 * D;

  it.each([
    [0, '0 hours'],
    [H, '1 hour'],
    [1.5 * H, '1.5 hours'],
    [D - 1, '24 hours'],
    [D, '1 day'],
    [3 * D, '3 days'],
    [3.25 * D, '3.3 days'],
    [W, '1 week'],
    [2.5 * W, '2.5 weeks'],
    [52 * W, '52 weeks'],
  ])('spec 000 §9: weeks, days or hours with one decimal: %d s → %s', (s, expected) => {
    expect(uptime(s)).toBe(expected);
  });

  it('spec 000 §9 uptime in Spanish', () => {
    expect(uptime(2.5 * W, { locale: 'es' })).toBe('2,5 semanas');
    expect(uptime(D, { locale: 'es' })).toBe('1 día');
    expect(uptime(2 * H, { locale: 'es' })).toBe('2 horas');
  });

  it.each([NaN, -1, Infinity])("gives 'N/A' for %d", (s) => {
    expect(uptime(s)).toBe('N/A');
  });
});

describe('weight', () => {
  it('spec 000 §9: weight units kg (Kilograms) and lbs (Pounds)', () => {
    expect(WEIGHT_UNITS).toEqual([
      { value: 'kg', label: 'Kilograms' },
      { value: 'lbs', label: 'Pounds' },
    ]);
  });

  it('spec 001 §5: the unit defaults to kg unless the stored unit is valid', () => {
    expect(readWeightUnit(null)).toBe('kg');
    expect(readWeightUnit('')).toBe('kg');
    expect(readWeightUnit('LBS')).toBe('kg');
    expect(readWeightUnit('pounds')).toBe('kg');
    expect(readWeightUnit('kg')).toBe('kg');
    expect(readWeightUnit('lbs')).toBe('lbs');
  });

  it('converts kilograms', () => {
    expect(convertWeight(10, 'kg')).toBe(10);
    expect(convertWeight(1, 'lbs')).toBeCloseTo(2.20462, 5);
    expect(convertWeight(0, 'lbs')).toBe(0);
    expect(convertWeight(-1, 'lbs')).toBeCloseTo(-2.20462, 5);
  });

  it('formats with at most two decimals in both languages', () => {
    expect(formatWeight(12.5, 'kg')).toBe('12.5 kg');
    expect(formatWeight(12.5, 'lbs')).toBe('27.56 lbs');
    expect(formatWeight(0, 'lbs')).toBe('0 lbs');
    expect(formatWeight(12.5, 'lbs', 'es')).toBe('27,56 lbs');
    expect(formatWeight(NaN, 'kg')).toBe('N/A');
  });
});
