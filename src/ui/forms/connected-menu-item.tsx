import { Menu, Text, type MenuItemProps } from '@mantine/core';
import type { ComponentPropsWithoutRef } from 'react';
import { useNeedsConnection } from './use-needs-connection';

type Props = MenuItemProps & Omit<ComponentPropsWithoutRef<'button'>, 'color' | 'style'>;

/**
 * A menu item that sends a change, or opens the form or confirm of one: offline it is disabled
 * and says why under its label, which it keeps, as a menu of items all reading "Needs a
 * connection" would not say which is which (`useNeedsConnection`).
 */
export function ConnectedMenuItem({ disabled, title, children, ...props }: Props) {
  const connected = useNeedsConnection();
  return (
    <Menu.Item
      {...props}
      {...connected}
      disabled={disabled || connected.disabled}
      title={connected.title ?? title}
    >
      {children}
      {connected.title && (
        <Text component="span" display="block" size="xs" c="dimmed">
          {connected.title}
        </Text>
      )}
    </Menu.Item>
  );
}
