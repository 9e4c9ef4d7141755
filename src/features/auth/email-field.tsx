import { TextInput } from '@mantine/core';
import type { Translate } from '../../lib/i18n/i18n';

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The message for an e-mail the form cannot send, or undefined when it is fine to send. */
export function emailError(value: string, t: Translate): string | undefined {
  const email = value.trim();
  if (!email) return t('auth.emailRequired');
  if (!EMAIL_PATTERN.test(email)) return t('auth.emailInvalid');
  return undefined;
}

/** The e-mail field of the sign-in and forgot-password forms. */
export function EmailField({
  label,
  value,
  error,
  onChange,
}: {
  label: string;
  value: string;
  error?: string | null;
  onChange(value: string): void;
}) {
  return (
    <TextInput
      label={label}
      type="email"
      autoComplete="username"
      inputMode="email"
      required
      value={value}
      error={error}
      onChange={(event) => onChange(event.currentTarget.value)}
    />
  );
}
