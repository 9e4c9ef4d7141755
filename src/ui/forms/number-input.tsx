import '@mantine/core/styles/NumberInput.css';
import {
  NumberInput as MantineNumberInput,
  type NumberInputProps as MantineNumberInputProps,
} from '@mantine/core';
import type { ClipboardEvent, KeyboardEvent } from 'react';
import { isNumberKeyAllowed, pasteNumberText, type NumberRules } from '../../lib/number-keys';

export type NumberInputProps = MantineNumberInputProps;

/**
 * Mantine's NumberInput with step arrows (spec 000 §2), taking only digits, one decimal point
 * and a leading minus (spec 000 §5): other characters are stopped at the key press, and pasted
 * text is cleaned the same way before it lands. Navigation, editing keys and Ctrl/Cmd
 * shortcuts pass; ArrowUp/ArrowDown step as in Mantine.
 */
export function NumberInput({
  onKeyDown,
  onPasteCapture,
  allowDecimal = true,
  allowNegative = true,
  ...props
}: NumberInputProps) {
  const rules: NumberRules = { allowDecimal, allowNegative };

  function keyDown(event: KeyboardEvent<HTMLInputElement>) {
    const input = event.currentTarget;
    if (!isNumberKeyAllowed(event, input, rules)) {
      event.preventDefault();
      return;
    }
    onKeyDown?.(event);
  }

  // Capture phase: this runs before Mantine's own paste handler, which would otherwise insert
  // its own reading of the text.
  function pasteCapture(event: ClipboardEvent<HTMLInputElement>) {
    onPasteCapture?.(event);
    const input = event.currentTarget;
    const pasted = event.clipboardData.getData('text');
    const start = input.selectionStart ?? input.value.length;
    const end = input.selectionEnd ?? start;
    const plain = input.value.slice(0, start) + pasted + input.value.slice(end);
    const { value, caret } = pasteNumberText(input, pasted, rules);
    if (value === plain) return;
    event.preventDefault();
    event.stopPropagation();
    // Set the text as typing would (React tracks the value property, so go round it), and
    // react-number-format sees an ordinary input event.
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(input, value);
    input.dispatchEvent(new Event('input', { bubbles: true }));
    input.setSelectionRange(caret, caret);
  }

  return (
    <MantineNumberInput
      {...props}
      allowDecimal={allowDecimal}
      allowNegative={allowNegative}
      onKeyDown={keyDown}
      onPasteCapture={pasteCapture}
    />
  );
}
