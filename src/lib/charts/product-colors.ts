/**
 * Colours of the products a chart stacks or lists. The products are the provider's chicken
 * materials dictionary (spec 001 §7 "Dictionaries"): the console's own products keep their
 * colours, and one added on the dictionaries page takes the next colour of a fixed fallback
 * palette, never `undefined`. Canvas needs concrete colours, so these are hex, not theme names.
 */

/** For products the console has no colour of: muted tones apart from the built-in ones. */
const FALLBACK_PRODUCT_PALETTE = [
  '#5c7cfa',
  '#e64980',
  '#74b816',
  '#f76707',
  '#15aabf',
  '#7950f2',
  '#a61e4d',
  '#495057',
] as const;

/**
 * Every product of `products` with its colour: a known one its colour of `known`, the others
 * the fallback palette's colours in their names' order (so a product keeps its colour however
 * the answer orders it), the palette reused from its start when there are more of them.
 */
export function productColors(
  products: readonly string[],
  known: Readonly<Record<string, string>>,
): Map<string, string> {
  const colors = new Map<string, string>();
  const others = [...new Set(products.filter((product) => !Object.hasOwn(known, product)))].sort();
  for (const product of products) {
    if (Object.hasOwn(known, product)) colors.set(product, known[product]!);
  }
  others.forEach((product, index) =>
    colors.set(product, FALLBACK_PRODUCT_PALETTE[index % FALLBACK_PRODUCT_PALETTE.length]!),
  );
  return colors;
}
