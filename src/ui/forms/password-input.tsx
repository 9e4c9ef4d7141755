import {
  PasswordInput as MantinePasswordInput,
  type PasswordInputProps as MantinePasswordInputProps,
} from '@mantine/core';
import { useUncontrolled } from '@mantine/hooks';
import { useI18n, registerMessages } from '../../lib/i18n/i18n';
import { widgets } from '../../lib/i18n/en/widgets';

registerMessages(widgets);

export type PasswordInputProps = MantinePasswordInputProps;

/**
 * Mantine's PasswordInput (spec 000 §2: a password input with a show/hide toggle) whose toggle
 * is named for what it does next, 'Show password' or 'Hide password', in the crew's language.
 * Mantine's own toggle says 'Toggle password visibility' with `aria-pressed`; a changing name
 * and a pressed state together would read "Hide password, pressed", so `aria-pressed` is
 * dropped. The toggle is reachable with Tab unless `visibilityToggleFocusable` is false.
 */
export function PasswordInput({
  visible,
  defaultVisible,
  onVisibilityChange,
  visibilityToggleButtonProps,
  visibilityToggleFocusable = true,
  ...props
}: PasswordInputProps) {
  const { t } = useI18n();
  const [shown, setShown] = useUncontrolled({
    value: visible,
    defaultValue: defaultVisible,
    finalValue: false,
    onChange: onVisibilityChange,
  });
  return (
    <MantinePasswordInput
      {...props}
      visible={shown}
      onVisibilityChange={setShown}
      visibilityToggleFocusable={visibilityToggleFocusable}
      visibilityToggleButtonProps={{
        'aria-label': shown ? t('widgets.hidePassword') : t('widgets.showPassword'),
        'aria-pressed': undefined,
        ...visibilityToggleButtonProps,
      }}
    />
  );
}
