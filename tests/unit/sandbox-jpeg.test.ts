import jpeg from 'jpeg-js';
import { describe, expect, it } from 'vitest';
import { encodeJpeg } from '../../sandbox/jpeg';

/** A 64×48 picture: a left half in one colour, the right in another. */
function picture(width = 64, height = 48) {
  const data = new Uint8Array(width * height * 4);
  for (let index = 0; index < width * height; index++) {
    const left = index % width < width / 2;
    data.set(left ? [200, 40, 40, 255] : [40, 40, 200, 255], index * 4);
  }
  return { data, width, height };
}

describe("the sandbox's JPEG encoder, made once", () => {
  it('writes the same bytes as jpeg-js’s own encode, call after call', () => {
    const image = picture();
    const expected = jpeg.encode(image, 75).data;
    expect(Buffer.compare(encodeJpeg(image, 75), expected)).toBe(0);
    expect(Buffer.compare(encodeJpeg(image, 75), expected)).toBe(0);
  });

  it('encodes each call at its own quality, and decodes to the picture’s size', () => {
    const image = picture(96, 64);
    const low = encodeJpeg(image, 20);
    const high = encodeJpeg(image, 90);
    expect(Buffer.compare(low, jpeg.encode(image, 20).data)).toBe(0);
    expect(Buffer.compare(high, jpeg.encode(image, 90).data)).toBe(0);
    const decoded = jpeg.decode(high);
    expect([decoded.width, decoded.height]).toEqual([96, 64]);
  });
});
