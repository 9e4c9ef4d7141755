import '@mantine/core/styles/PinInput.css';
import { Input, PinInput } from '@mantine/core';
import { useId, useState, type ClipboardEvent, type Ref } from 'react';
import { authFlows } from '../../lib/i18n/en/auth-flows';
import { registerMessages, useI18n } from '../../lib/i18n/i18n';
import { MFA_CODE_LENGTH, MFA_CODE_PATTERN } from '../../lib/password-policy';
import { useIsMobile } from '../hooks/use-is-mobile';

// Its texts load with it (the English auth-flow texts are not in the first page).
registerMessages(authFlows);

/** What a paste may hold: up to six digits; spaces (as in "123 456") do not count. */
const PASTE_PATTERN = new RegExp(`^\\d{1,${MFA_CODE_LENGTH}}$`);

export interface CodeInputProps {
  label: string;
  value: string;
  onChange(value: string): void;
  /** Called once the six digits are there, typed or pasted. */
  onComplete?(code: string): void;
  /** A message under the boxes (e.g. the server's), which also marks them invalid. */
  error?: string | null;
  description?: string;
  disabled?: boolean;
  autoFocus?: boolean;
  /** The first box, e.g. to focus it again after a wrong code. */
  inputRef?: Ref<HTMLInputElement>;
}

/**
 * Spec 000 §5 "Verification code": six single-digit boxes with paste support and auto focus.
 * A paste of letters or of more than six digits is refused whole, never cut down to a code
 * the user did not mean, so a wrong clipboard sends nothing.
 */
export function CodeInput({
  label,
  value,
  onChange,
  onComplete,
  error,
  description,
  disabled,
  autoFocus,
  inputRef,
}: CodeInputProps) {
  const { t } = useI18n();
  const isMobile = useIsMobile();
  const [pasteRefused, setPasteRefused] = useState(false);
  const labelId = useId();

  // Capture phase: the refusal happens before Mantine's own paste handler on the box.
  function onPasteCapture(event: ClipboardEvent<HTMLDivElement>) {
    const text = event.clipboardData.getData('text/plain').replace(/\s+/g, '');
    if (PASTE_PATTERN.test(text)) {
      setPasteRefused(false);
      return;
    }
    event.preventDefault();
    event.stopPropagation();
    setPasteRefused(true);
  }

  function change(next: string) {
    setPasteRefused(false);
    onChange(next);
    // Not PinInput's onComplete: it does not fire again for the same length after a reset.
    if (MFA_CODE_PATTERN.test(next)) onComplete?.(next);
  }

  const message = pasteRefused ? t('code.pasteRefused') : error;
  return (
    <Input.Wrapper
      label={label}
      labelElement="div"
      labelProps={{ id: labelId }}
      description={description}
      error={message || undefined}
    >
      <div onPasteCapture={onPasteCapture}>
        <PinInput
          mt={4}
          ref={inputRef}
          aria-labelledby={labelId}
          length={MFA_CODE_LENGTH}
          type="number"
          oneTimeCode
          autoFocus={autoFocus}
          size={isMobile ? 'md' : 'lg'}
          gap="xs"
          value={value}
          onChange={change}
          disabled={disabled}
          error={Boolean(message)}
          getInputProps={(index) => ({
            'aria-label': t('code.digit', { index: index + 1, count: MFA_CODE_LENGTH }),
          })}
        />
      </div>
    </Input.Wrapper>
  );
}
