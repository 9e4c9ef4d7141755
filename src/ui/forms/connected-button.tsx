import { Button, type ButtonProps } from '@mantine/core';
import type { ComponentPropsWithoutRef } from 'react';
import { useI18n } from '../../lib/i18n/i18n';
import { useOnline } from '../hooks/use-online';

type Props = ButtonProps & ComponentPropsWithoutRef<'button'>;

/**
 * A button that sends a change to the provider (a form's submit, a confirmed delete): offline it
 * is disabled and says why, "Needs a connection", in place of its label, so nobody fills or
 * confirms what cannot be sent (docs/decisions/shell-and-widgets.md, "Actions that wait
 * offline"). The form around it keeps what was typed; when the connection returns the button
 * comes back and the user sends it.
 */
export function ConnectedButton({ disabled, children, ...props }: Props) {
  const { t } = useI18n();
  const online = useOnline();
  return (
    <Button
      {...props}
      disabled={disabled || !online}
      title={online ? props.title : t('app.needsConnection')}
      data-needs-connection={!online || undefined}
    >
      {online ? children : t('app.needsConnection')}
    </Button>
  );
}
