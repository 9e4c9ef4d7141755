/**
 * jsdom has no object URLs: each picture gets an address of its own, as a browser's would. Call
 * in a `beforeEach` of a test that shows fetched images (thumbnails, frames, screenshots). Returns
 * the addresses made and freed, in order, for a test of their lifetime.
 */
export function stubObjectUrls(): { made: string[]; freed: string[] } {
  const made: string[] = [];
  const freed: string[] = [];
  Object.defineProperty(URL, 'createObjectURL', {
    configurable: true,
    writable: true,
    value: () => {
      made.push(`blob:test/${made.length + 1}`);
      return made.at(-1);
    },
  });
  Object.defineProperty(URL, 'revokeObjectURL', {
    configurable: true,
    writable: true,
    value: (url: string) => void freed.push(url),
  });
  return { made, freed };
}
