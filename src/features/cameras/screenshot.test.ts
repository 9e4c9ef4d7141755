import { describe, expect, it } from 'vitest';
import { letterbox, screenshotName } from './screenshot';

describe('a camera screenshot (spec 001 §2 "screenshot (1920×1080 JPEG)", §9 aspect 1.78)', () => {
  it('fills the frame with a 16:9 picture', () => {
    expect(letterbox(640, 360)).toEqual({ x: 0, y: 0, width: 1920, height: 1080 });
  });

  it('keeps a 4:3 picture’s shape, with bars either side', () => {
    expect(letterbox(320, 240)).toEqual({ x: 240, y: 0, width: 1440, height: 1080 });
  });

  it('keeps a wide picture’s shape, with bars above and below', () => {
    expect(letterbox(2000, 500)).toEqual({ x: 0, y: 300, width: 1920, height: 480 });
  });

  it('is named after the camera and the kitchen’s clock, not the browser’s', () => {
    const epoch = Date.UTC(2026, 10, 24, 14, 5, 7);
    expect(screenshotName('Fryer station', epoch, 'America/Mexico_City')).toBe(
      'Fryer station 2026-11-24 08-05-07.jpg',
    );
    expect(screenshotName('Front/back: "A"', epoch, 'UTC')).toBe(
      'Front-back- -A- 2026-11-24 14-05-07.jpg',
    );
  });
});
