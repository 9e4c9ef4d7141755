import { afterEach, describe, expect, it } from 'vitest';
import { layoutTypeOf, readCameraView, writeCameraView } from './stored-layout';

afterEach(() => localStorage.clear());

describe('the camera view kept on the device (spec 001 §3 "Camera view: restaurantUuid, layout, layoutType")', () => {
  it('keeps each kitchen’s layout apart, with the grid its slots make', () => {
    writeCameraView('kitchen-a', [{ key: 't1', cameraUuid: 'cam-1' }, null]);
    writeCameraView('kitchen-b', [null]);
    expect(readCameraView('kitchen-a')).toEqual({
      layout: [{ key: 't1', cameraUuid: 'cam-1' }, null],
      layoutType: '2x1',
    });
    expect(readCameraView('kitchen-b').layout).toEqual([null]);
  });

  it.each([
    ['nothing stored', null],
    ['not JSON', '{layout'],
    ['no slot at all', '{"layout":[]}'],
    ['more than 6 slots', JSON.stringify({ layout: Array(7).fill(null) })],
    ['a tile without its camera', '{"layout":[{"key":"t"}]}'],
  ])('starts from one empty slot with %s', (_case, stored) => {
    if (stored !== null) localStorage.setItem('kc.cameraView.kitchen-a', stored);
    expect(readCameraView('kitchen-a')).toEqual({ layout: [null], layoutType: '1x1' });
  });

  it.each([
    [1, '1x1'],
    [2, '2x1'],
    [3, '2x2'],
    [4, '2x2'],
    [5, '3x2'],
    [6, '3x2'],
  ])('%i slots make a %s grid', (slots, type) => {
    expect(layoutTypeOf(slots)).toBe(type);
  });
});
