/**
 * jsdom has no object URLs: each picture gets an address of its own, as a browser's would. Call
 * in a `beforeEach` of a test that shows fetched images (thumbnails, frames, screenshots).
 */
export function stubObjectUrls(): void {
  let next = 0;
  Object.defineProperty(URL, 'createObjectURL', {
    configurable: true,
    value: () => `blob:test/${++next}`,
  });
  Object.defineProperty(URL, 'revokeObjectURL', { configurable: true, value: () => undefined });
}
