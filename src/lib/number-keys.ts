/**
 * Spec 000 §5 "Number input": digits, one decimal point and a leading minus only; navigation
 * keys allowed. Mantine's NumberInput (react-number-format) already drops letters, but it
 * toggles the sign on a '-' typed anywhere and drops every point from a pasted '1.2.3', so
 * keys and pasted text are checked here first. Pure functions.
 */

export interface NumberRules {
  /** Default true. */
  allowDecimal?: boolean;
  /** Default true. */
  allowNegative?: boolean;
}

/** The part of a keyboard event the filter reads. */
export interface KeyLike {
  key: string;
  ctrlKey?: boolean;
  metaKey?: boolean;
  altKey?: boolean;
}

/** The input's text and selection when the key is pressed. */
export interface FieldState {
  value: string;
  selectionStart: number | null;
  selectionEnd: number | null;
}

/** The text outside the selection, which the typed character keeps. */
function kept({ value, selectionStart, selectionEnd }: FieldState): string {
  const start = selectionStart ?? value.length;
  const end = selectionEnd ?? start;
  return value.slice(0, start) + value.slice(end);
}

/** Whether a key press may reach the input. */
export function isNumberKeyAllowed(
  event: KeyLike,
  field: FieldState,
  { allowDecimal = true, allowNegative = true }: NumberRules = {},
): boolean {
  // Shortcuts: copy, paste, cut, undo, select all…
  if (event.ctrlKey || event.metaKey) return true;
  // Navigation and editing keys (spec 000 §5): every named key passes. Named keys never insert
  // text, and blocking the rest would break F-keys and Android keyboards, which report
  // 'Unidentified' for every key.
  if (event.key.length !== 1) return true;
  const start = field.selectionStart ?? field.value.length;
  const rest = kept(field);
  // Nothing may go in front of a leading minus.
  const beforeMinus = start === 0 && rest.startsWith('-');
  if (/^\d$/.test(event.key)) return !beforeMinus;
  if (event.key === '.') return allowDecimal && !beforeMinus && !rest.includes('.');
  if (event.key === '-') return allowNegative && start === 0 && !rest.includes('-');
  return false;
}

/**
 * Keeps digits, the first decimal point and a minus only before them all: '-1a2.3.4-5' →
 * '-12.345', ' -7' → '-7', '1-2' → '12'. Used on the text an input would hold after a paste.
 */
export function sanitizeNumberText(
  text: string,
  { allowDecimal = true, allowNegative = true }: NumberRules = {},
): string {
  let result = '';
  let point = false;
  for (const char of text) {
    if (/\d/.test(char)) result += char;
    else if (char === '.' && allowDecimal && !point) {
      point = true;
      result += char;
    } else if (char === '-' && allowNegative && result === '') result += char;
  }
  return result;
}

/**
 * The input's text after pasting `pasted` over the selection, sanitised as a whole, and the
 * caret position after the pasted part.
 */
export function pasteNumberText(
  field: FieldState,
  pasted: string,
  rules: NumberRules = {},
): { value: string; caret: number } {
  const start = field.selectionStart ?? field.value.length;
  const end = field.selectionEnd ?? start;
  const before = sanitizeNumberText(field.value.slice(0, start) + pasted, rules);
  const value = sanitizeNumberText(before + field.value.slice(end), rules);
  return { value, caret: Math.min(before.length, value.length) };
}
