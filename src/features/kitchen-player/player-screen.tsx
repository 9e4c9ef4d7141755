import { Center, Text } from '@mantine/core';
import type { ReactNode } from 'react';

/** The player's dark frame with a line in it, where no video plays (yet). */
export function PlayerScreen({ children }: { children: ReactNode }) {
  return (
    <Center className="kc-live-stream" c="white" p="md">
      {typeof children === 'string' ? <Text ta="center">{children}</Text> : children}
    </Center>
  );
}
