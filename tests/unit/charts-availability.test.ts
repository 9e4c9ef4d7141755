import { describe, expect, it } from 'vitest';
import {
  AVAILABILITY_COLORS,
  availabilitySegments,
  totalAvailability,
} from '../../src/lib/charts/availability';

const range = { start: 1000, end: 2000 };

describe('device availability', () => {
  it('spec 000 §4: online periods are clipped to the range and gaps marked Offline', () => {
    const segments = availabilitySegments(
      [
        { onlineStartTime: 500, onlineEndTime: 1200 },
        { onlineStartTime: 1500, onlineEndTime: 1700 },
      ],
      range,
    );
    expect(segments).toEqual([
      { status: 'online', start: 1000, end: 1200 },
      { status: 'offline', start: 1200, end: 1500 },
      { status: 'online', start: 1500, end: 1700 },
      { status: 'offline', start: 1700, end: 2000 },
    ]);
  });

  it('spec 000 §4: overlapping periods merge; an open period runs to the range end', () => {
    expect(
      availabilitySegments(
        [
          { onlineStartTime: 1800, onlineEndTime: null },
          { onlineStartTime: 1100, onlineEndTime: 1400 },
          { onlineStartTime: 1300, onlineEndTime: 1500 },
          { onlineStartTime: 2500, onlineEndTime: 3000 },
        ],
        range,
      ),
    ).toEqual([
      { status: 'offline', start: 1000, end: 1100 },
      { status: 'online', start: 1100, end: 1500 },
      { status: 'offline', start: 1500, end: 1800 },
      { status: 'online', start: 1800, end: 2000 },
    ]);
  });

  it('spec 000 §4: a device never online is one Offline segment; an empty range has none', () => {
    expect(availabilitySegments([], range)).toEqual([
      { status: 'offline', start: 1000, end: 2000 },
    ]);
    expect(availabilitySegments([], { start: 5, end: 5 })).toEqual([]);
  });

  it('spec 000 §4: total availability is online time / range as a percent, 2 decimals', () => {
    expect(totalAvailability([{ onlineStartTime: 0, onlineEndTime: 1333.33 }], range)).toBe(33.33);
    expect(
      totalAvailability(
        [
          { onlineStartTime: 1000, onlineEndTime: 1500 },
          { onlineStartTime: 1400, onlineEndTime: 1600 },
        ],
        range,
      ),
    ).toBe(60);
    expect(totalAvailability([{ onlineStartTime: 0, onlineEndTime: null }], range)).toBe(100);
    expect(totalAvailability([], { start: 1, end: 1 })).toBe(0);
  });

  it('spec 000 §9: availability colours are green Online, red Offline', () => {
    expect(AVAILABILITY_COLORS).toEqual({ online: 'green', offline: 'red' });
  });
});
