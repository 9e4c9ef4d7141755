import { useState } from 'react';

/**
 * True from the first render `value` is true on: a dialog loaded when first opened stays
 * mounted once it has been, so that a closing one keeps its texts while it fades.
 */
export function useOnceTrue(value: boolean): boolean {
  const [seen, setSeen] = useState(value);
  // Set while rendering, as React advises for state that follows a prop.
  if (value && !seen) setSeen(true);
  return seen || value;
}
