import { Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** A chart's visible title, an optional hint, then the chart; shrinks to any width (375 px). */
export function ChartFrame({
  title,
  hint,
  children,
}: {
  title: string;
  hint?: string;
  children: ReactNode;
}) {
  return (
    <Stack gap="xs" w="100%" miw={0}>
      <div>
        <Title order={3} size="h5">
          {title}
        </Title>
        {hint && (
          <Text size="xs" c="dimmed">
            {hint}
          </Text>
        )}
      </div>
      {children}
    </Stack>
  );
}
