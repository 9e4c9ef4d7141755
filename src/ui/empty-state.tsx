import { Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';

/** 'No records', 'No information'…: one quiet line where content would be (spec 000 §8). */
export function EmptyState({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <Stack align="center" gap="xs" py="xl">
      <Text fw={500}>{title}</Text>
      {children}
    </Stack>
  );
}
