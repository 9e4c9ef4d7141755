import { Text } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * What something is, as label and value pairs (a camera's model, a stream's viewers): a
 * definition list, labels dimmed in one column, values beside them, wrapping between words and
 * inside one only when it is wider than the card (never a short word: the column keeps it).
 */
export function FactList({
  facts,
  testId,
}: {
  facts: ReadonlyArray<readonly [label: string, value: ReactNode]>;
  testId?: string;
}) {
  return (
    <dl
      data-testid={testId}
      style={{ margin: 0, display: 'grid', gridTemplateColumns: 'auto 1fr', gap: '4px 16px' }}
    >
      {facts.map(([label, value]) => (
        <div key={label} style={{ display: 'contents' }}>
          <Text component="dt" size="sm" c="dimmed">
            {label}
          </Text>
          <Text component="dd" size="sm" m={0} style={{ overflowWrap: 'break-word' }}>
            {value}
          </Text>
        </div>
      ))}
    </dl>
  );
}
