import type { Report, ReportKind } from '../../src/api/reports/reports.schema';
import { zonedWallTime } from '../../src/lib/time-zone';
import { zip } from '../zip';
import { DAY_PART_HOURS, localDays, perSeededChain, type LocalDay } from './daily-events';
import { createRandom, randomStream, type Random } from './random';
import type { RestaurantRecord } from './restaurants';

/** How far back each restaurant's reports go. */
const REPORT_HISTORY_DAYS = 30;

/**
 * The kind whose export the provider processes elsewhere (a video archive is too big to zip on
 * request): its download answers 202 with no file (spec 000 §4).
 */
export const PROCESSED_ELSEWHERE: ReportKind = 'VIDEO_ARCHIVE';

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const OPENS = DAY_PART_HOURS.BREAKFAST[0];
const CLOSES = DAY_PART_HOURS.DINNER[1];
const FRYERS = 4;
const PANS = 6;

/**
 * A CSV log of fixed-width rows, so its size is known without writing it (a list of 50
 * reports never generates 50 MB of text); its rows come from `seed` when it is downloaded.
 */
interface CsvLog {
  type: 'fryer' | 'holding';
  /** Seconds between readings, during opening hours. */
  stepSeconds: number;
  seed: number;
}

interface AttachmentRecord {
  fileName: string;
  size: number;
  /** Absent for files the provider keeps elsewhere (video). */
  log?: CsvLog;
}

export interface ReportRecord {
  uuid: string;
  restaurantUuid: string;
  kind: ReportKind;
  requestTime: number;
  /** The restaurant's local day the report covers. */
  day: LocalDay;
  attachments: AttachmentRecord[];
}

export interface ReportArchive {
  fileName: string;
  bytes: Uint8Array;
}

interface LogFormat {
  header: string;
  units: number;
  /** One row's bytes, newline included; every row has exactly this width. */
  width: number;
  row(time: string, unit: number, random: Random, state: number[]): string;
}

/** ISO time without milliseconds: always 20 characters. */
const isoSecond = (ms: number) => `${new Date(ms).toISOString().slice(0, 19)}Z`;

/** A random walk kept inside [min, max], one value per unit. */
function walk(
  state: number[],
  unit: number,
  random: Random,
  min: number,
  max: number,
  step: number,
) {
  const previous = state[unit] ?? min + (max - min) * random.next();
  const next = Math.min(max, Math.max(min, previous + (random.next() - 0.5) * step));
  state[unit] = next;
  return next;
}

const LOG_FORMATS: Record<CsvLog['type'], LogFormat> = {
  // time(20),fryer(2),oilTemperatureF(5),oilLevelPercent(4),basketsDown(1)\n
  fryer: {
    header: 'time,fryer,oilTemperatureF,oilLevelPercent,basketsDown\n',
    units: FRYERS,
    width: 20 + 1 + 2 + 1 + 5 + 1 + 4 + 1 + 1 + 1,
    row(time, unit, random, state) {
      const temperature = walk(state, unit, random, 320, 369.9, 3).toFixed(1);
      const level = walk(state, FRYERS + unit, random, 60, 99.9, 0.4).toFixed(1);
      return `${time},F${unit + 1},${temperature},${level},${random.int(0, 2)}\n`;
    },
  },
  // time(20),pan(2),temperatureF(5),pieces(2),minutesHeld(4)\n
  holding: {
    header: 'time,pan,temperatureF,pieces,minutesHeld\n',
    units: PANS,
    width: 20 + 1 + 2 + 1 + 5 + 1 + 2 + 1 + 4 + 1,
    row(time, unit, random, state) {
      const temperature = walk(state, unit, random, 150, 189.9, 1.5).toFixed(1);
      const pieces = String(random.int(0, 24)).padStart(2, '0');
      const held = (random.next() * 59.9).toFixed(1).padStart(4, '0');
      return `${time},P${unit + 1},${temperature},${pieces},${held}\n`;
    },
  },
};

function readings(stepSeconds: number): number {
  return Math.floor(((CLOSES - OPENS) * 60) / stepSeconds);
}

function logSize(log: CsvLog): number {
  const format = LOG_FORMATS[log.type];
  return format.header.length + readings(log.stepSeconds) * format.units * format.width;
}

/** The log's text, exactly `logSize(log)` bytes (ASCII). */
function writeLog(log: CsvLog, day: LocalDay): string {
  const format = LOG_FORMATS[log.type];
  const random = createRandom(log.seed);
  const state: number[] = [];
  const parts = [format.header];
  const opens = day.base + OPENS * MINUTE_MS;
  for (let reading = 0; reading < readings(log.stepSeconds); reading++) {
    const time = isoSecond(opens + reading * log.stepSeconds * 1000);
    for (let unit = 0; unit < format.units; unit++) {
      parts.push(format.row(time, unit, random, state));
    }
  }
  return parts.join('');
}

function logAttachment(type: CsvLog['type'], stepSeconds: number, day: LocalDay, random: Random) {
  const log: CsvLog = { type, stepSeconds, seed: random.int(0, 0xffffffff) };
  return { fileName: `${type}-log-${day.date}.csv`, size: logSize(log), log };
}

/** The reports one restaurant has, newest first: nightly, on request, and weekly archives. */
function generateReports(restaurant: RestaurantRecord, seed: number, seededAt: number) {
  const random = randomStream(seed, `reports/${restaurant.uuid}`);
  const days = localDays(restaurant.timezone, seededAt, REPORT_HISTORY_DAYS + 1).slice(1);
  const reports: ReportRecord[] = [];
  const add = (
    kind: ReportKind,
    day: LocalDay,
    requestTime: number,
    attachments: AttachmentRecord[],
  ) => {
    if (requestTime <= seededAt) {
      reports.push({
        uuid: random.uuid(),
        restaurantUuid: restaurant.uuid,
        kind,
        requestTime,
        day,
        attachments,
      });
    }
  };
  for (const day of days) {
    add('DAILY_OPERATIONS', day, day.end + random.int(15, 60) * MINUTE_MS, [
      logAttachment('fryer', 60, day, random),
      logAttachment('holding', 60, day, random),
    ]);
    if (random.chance(0.3)) {
      add('FRYER_LOG', day, day.end + random.int(6 * 60, 20 * 60) * MINUTE_MS, [
        logAttachment('fryer', 10, day, random),
      ]);
    }
    if (random.chance(0.3)) {
      add('HOLDING_LOG', day, day.end + random.int(6 * 60, 20 * 60) * MINUTE_MS, [
        logAttachment('holding', 10, day, random),
      ]);
    }
    // Sunday's cameras, archived on Monday night.
    if (day.weekday === 0) {
      add('VIDEO_ARCHIVE', day, day.end + 26 * HOUR_MS + random.int(0, 90) * MINUTE_MS, [
        { fileName: `cameras-${day.date}.tar`, size: random.int(1_200, 3_500) * 1_048_576 },
        { fileName: `cameras-${day.date}.index.csv`, size: random.int(40, 90) * 1024 },
      ]);
    }
  }
  return reports.sort((a, b) => b.requestTime - a.requestTime);
}

export interface Reports {
  /** The reports of these restaurants, newest first. */
  of(restaurants: readonly RestaurantRecord[]): ReportRecord[];
  find(restaurants: readonly RestaurantRecord[], uuid: string): ReportRecord | undefined;
  /** Gone for this sandbox until its reset. */
  remove(uuid: string): void;
}

/** The chain's reports, made per restaurant on first use and dropped with the chain on reset. */
export const reportsOf = perSeededChain((seed, seededAt): Reports => {
  const generated = new Map<string, ReportRecord[]>();
  const removed = new Set<string>();
  const ofRestaurant = (restaurant: RestaurantRecord) => {
    let reports = generated.get(restaurant.uuid);
    if (!reports) {
      reports = generateReports(restaurant, seed, seededAt);
      generated.set(restaurant.uuid, reports);
    }
    return reports.filter((report) => !removed.has(report.uuid));
  };
  return {
    of: (restaurants) =>
      restaurants.flatMap(ofRestaurant).sort((a, b) => b.requestTime - a.requestTime),
    find: (restaurants, uuid) =>
      restaurants.flatMap(ofRestaurant).find((report) => report.uuid === uuid),
    remove: (uuid) => void removed.add(uuid),
  };
});

export function toReportDto(report: ReportRecord): Report {
  return {
    uuid: report.uuid,
    restaurantUuid: report.restaurantUuid,
    kind: report.kind,
    requestTime: report.requestTime,
    attachments: report.attachments.map(({ fileName, size }) => ({ fileName, size })),
  };
}

const KIND_SLUGS: Record<ReportKind, string> = {
  DAILY_OPERATIONS: 'daily-operations',
  FRYER_LOG: 'fryer-log',
  HOLDING_LOG: 'holding-log',
  VIDEO_ARCHIVE: 'video-archive',
};

/**
 * The report as a zip of its CSV logs, dated at its request time on the restaurant's clock;
 * null for the kind processed elsewhere.
 */
export function reportArchive(
  report: ReportRecord,
  restaurant: RestaurantRecord,
): ReportArchive | null {
  if (report.kind === PROCESSED_ELSEWHERE) return null;
  const modified = zonedWallTime(report.requestTime, restaurant.timezone);
  const encoder = new TextEncoder();
  const bytes = zip(
    report.attachments.flatMap((attachment) =>
      attachment.log
        ? [
            {
              name: attachment.fileName,
              data: encoder.encode(writeLog(attachment.log, report.day)),
              modified,
            },
          ]
        : [],
    ),
  );
  return {
    fileName: `report-${restaurant.number}-${KIND_SLUGS[report.kind]}-${report.day.date}.zip`,
    bytes,
  };
}
