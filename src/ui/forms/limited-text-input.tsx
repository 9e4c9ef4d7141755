import { TextInput, type TextInputProps } from '@mantine/core';
import { useUncontrolled } from '@mantine/hooks';
import type { FocusEvent } from 'react';
import { SEARCH_MAX_LENGTH } from '../../lib/search-input';

export interface LimitedTextInputProps extends Omit<
  TextInputProps,
  'value' | 'defaultValue' | 'onChange' | 'maxLength'
> {
  value?: string;
  defaultValue?: string;
  onChange?(value: string): void;
  /** Default 255 (SEARCH_MAX_LENGTH). */
  maxLength?: number;
  /** Put back on blur when the field is left empty (spec 000 §5). */
  restoreOnBlur?: string;
}

/**
 * Mantine's TextInput with a maximum length (spec 000 §5 "Text inputs"): the browser stops
 * typing and pasting at `maxLength`, and a longer value from a parent is cut to it. With
 * `restoreOnBlur`, leaving the field empty puts that value back.
 */
export function LimitedTextInput({
  value,
  defaultValue,
  onChange,
  maxLength = SEARCH_MAX_LENGTH,
  restoreOnBlur,
  onBlur,
  ...props
}: LimitedTextInputProps) {
  const [text, setText] = useUncontrolled({
    value,
    defaultValue,
    finalValue: restoreOnBlur ?? '',
    onChange,
  });
  function blur(event: FocusEvent<HTMLInputElement>) {
    if (restoreOnBlur !== undefined && text.trim() === '') setText(restoreOnBlur);
    onBlur?.(event);
  }
  return (
    <TextInput
      {...props}
      maxLength={maxLength}
      value={text.slice(0, maxLength)}
      onChange={(event) => setText(event.currentTarget.value.slice(0, maxLength))}
      onBlur={blur}
    />
  );
}
