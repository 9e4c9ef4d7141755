import { describe, expect, it } from 'vitest';
import { CAPTURE_PRESETS, offeredFor, presetsAt, startingResolution } from './capture-presets';

describe('spec 001 §5 "Video capture presets"', () => {
  it('are lowres 320x240, lowres-16:9 320x180, hires and hdres 1280x720, fhdres 1920x1080, 4kres 3840x2160, stdres 640x480, stdres-16:9 640x360, default 640x480', () => {
    expect(CAPTURE_PRESETS.map(({ name, width, height }) => `${name} ${width}x${height}`)).toEqual([
      'lowres 320x240',
      'lowres-16:9 320x180',
      'hires 1280x720',
      'hdres 1280x720',
      'fhdres 1920x1080',
      '4kres 3840x2160',
      'stdres 640x480',
      'stdres-16:9 640x360',
      'default 640x480',
    ]);
  });

  it('names every preset of a size: 1280x720 is hires and hdres; 2688x1520 is none', () => {
    expect(presetsAt({ width: 1280, height: 720 })).toEqual(['hires', 'hdres']);
    expect(presetsAt({ width: 640, height: 480 })).toEqual(['stdres', 'default']);
    expect(presetsAt({ width: 2688, height: 1520 })).toEqual([]);
  });

  it('a new profile starts at the default preset (640x480) when offered, else the nearest size', () => {
    const vga = { width: 640, height: 480 };
    const nhd = { width: 640, height: 360 };
    const hd = { width: 1280, height: 720 };
    expect(startingResolution([hd, vga, nhd])).toEqual(vga);
    expect(startingResolution([{ width: 1920, height: 1080 }, hd, nhd])).toEqual(nhd);
    expect(startingResolution([])).toBeUndefined();
  });

  it('lists what a codec sends, largest first', () => {
    const offered = offeredFor(
      [
        {
          codec: 'H264',
          resolutions: [
            { width: 640, height: 360 },
            { width: 1920, height: 1080 },
          ],
        },
      ],
      'H264',
    );
    expect(offered).toEqual([
      { width: 1920, height: 1080 },
      { width: 640, height: 360 },
    ]);
    expect(offeredFor([], 'H265')).toEqual([]);
  });
});
