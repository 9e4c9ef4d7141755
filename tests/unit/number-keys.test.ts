import { describe, expect, it } from 'vitest';
import { isNumberKeyAllowed, pasteNumberText, sanitizeNumberText } from '../../src/lib/number-keys';

/** The field with the caret at `caret` (default: the end). */
const field = (value: string, caret = value.length, end = caret) => ({
  value,
  selectionStart: caret,
  selectionEnd: end,
});

describe('number key filter', () => {
  it.each([...'0123456789'])('spec 000 §5: allows the digit %s', (key) => {
    expect(isNumberKeyAllowed({ key }, field('12'))).toBe(true);
  });

  it.each(['a', 'e', 'E', '+', ',', ' ', '*', 'é'])('spec 000 §5: blocks %j', (key) => {
    expect(isNumberKeyAllowed({ key }, field('12'))).toBe(false);
  });

  it('spec 000 §5: one decimal point', () => {
    expect(isNumberKeyAllowed({ key: '.' }, field('12'))).toBe(true);
    expect(isNumberKeyAllowed({ key: '.' }, field('1.2'))).toBe(false);
    // Typing over the selected point may put it elsewhere.
    expect(isNumberKeyAllowed({ key: '.' }, field('1.2', 1, 2))).toBe(true);
    expect(isNumberKeyAllowed({ key: '.' }, field('12'), { allowDecimal: false })).toBe(false);
  });

  it('spec 000 §5: a minus only in first place, once', () => {
    expect(isNumberKeyAllowed({ key: '-' }, field(''))).toBe(true);
    expect(isNumberKeyAllowed({ key: '-' }, field('12', 0))).toBe(true);
    expect(isNumberKeyAllowed({ key: '-' }, field('12'))).toBe(false);
    expect(isNumberKeyAllowed({ key: '-' }, field('1', 1))).toBe(false);
    expect(isNumberKeyAllowed({ key: '-' }, field('-12', 0))).toBe(false);
    // Replacing the selected minus is fine.
    expect(isNumberKeyAllowed({ key: '-' }, field('-12', 0, 1))).toBe(true);
    expect(isNumberKeyAllowed({ key: '-' }, field(''), { allowNegative: false })).toBe(false);
  });

  it('keeps digits from going in front of a leading minus', () => {
    expect(isNumberKeyAllowed({ key: '5' }, field('-12', 0))).toBe(false);
    expect(isNumberKeyAllowed({ key: '.' }, field('-12', 0))).toBe(false);
    expect(isNumberKeyAllowed({ key: '5' }, field('-12', 1))).toBe(true);
  });

  it.each([
    'Backspace',
    'Delete',
    'Tab',
    'ArrowLeft',
    'ArrowRight',
    'ArrowUp',
    'ArrowDown',
    'Home',
    'End',
    'Enter',
    'Escape',
  ])('spec 000 §5: navigation and editing key %s passes', (key) => {
    expect(isNumberKeyAllowed({ key }, field('1.5'))).toBe(true);
  });

  it('lets other named keys through (F-keys, Android "Unidentified")', () => {
    expect(isNumberKeyAllowed({ key: 'F5' }, field('1'))).toBe(true);
    expect(isNumberKeyAllowed({ key: 'Unidentified' }, field('1'))).toBe(true);
    expect(isNumberKeyAllowed({ key: 'Shift' }, field('1'))).toBe(true);
  });

  it('lets Ctrl and Cmd shortcuts through', () => {
    for (const key of ['a', 'c', 'v', 'x', 'z']) {
      expect(isNumberKeyAllowed({ key, ctrlKey: true }, field('1'))).toBe(true);
      expect(isNumberKeyAllowed({ key, metaKey: true }, field('1'))).toBe(true);
    }
  });
});

describe('pasted numbers', () => {
  it.each([
    ['-1a2.3.4-5e', '-12.345'],
    ['1-2', '12'],
    ['  -7 ', '-7'],
    ['x-4', '-4'],
    ['1,234.50', '1234.50'],
    ['abc', ''],
    ['..5', '.5'],
  ])('spec 000 §5: sanitises %j to %j', (text, expected) => {
    expect(sanitizeNumberText(text)).toBe(expected);
  });

  it('honours allowDecimal and allowNegative', () => {
    expect(sanitizeNumberText('-1.5', { allowDecimal: false, allowNegative: false })).toBe('15');
  });

  it('sanitises the whole field after a paste and puts the caret after the pasted part', () => {
    // The first point wins, the pasted one here.
    expect(pasteNumberText(field('1.5', 1), 'x2.3')).toEqual({ value: '12.35', caret: 4 });
    expect(pasteNumberText(field('15', 0), '-3')).toEqual({ value: '-315', caret: 2 });
    expect(pasteNumberText(field('15', 1), '-3')).toEqual({ value: '135', caret: 2 });
    expect(pasteNumberText(field('99', 0, 2), '4.2')).toEqual({ value: '4.2', caret: 3 });
  });
});
