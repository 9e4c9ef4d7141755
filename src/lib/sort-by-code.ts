/** Spec 001 §9 "codes by code ASC, materials by materialCode ASC": digits compared as numbers. */
export function sortByCode<T extends Record<string, unknown>>(
  entries: readonly T[],
  codeKey: string,
): T[] {
  return [...entries].sort((a, b) =>
    String(a[codeKey]).localeCompare(String(b[codeKey]), 'en', {
      numeric: true,
      sensitivity: 'base',
    }),
  );
}
