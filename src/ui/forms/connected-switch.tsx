import type { ComponentProps } from 'react';
import { PlainSwitch } from '../list/plain-switch';
import { useNeedsConnection } from './use-needs-connection';

/**
 * A row's switch that sends its change at once (a tablet's remote access): offline it is
 * disabled and its label, the state it shows beside the track, reads "Needs a connection", as
 * `ConnectedButton`'s does; the track still shows the state (`useNeedsConnection`).
 */
export function ConnectedSwitch({ disabled, label, ...props }: ComponentProps<typeof PlainSwitch>) {
  const connected = useNeedsConnection();
  return (
    <PlainSwitch
      {...props}
      disabled={disabled || connected.disabled}
      label={connected.title ? <span title={connected.title}>{connected.title}</span> : label}
    />
  );
}
