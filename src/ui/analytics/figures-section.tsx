import '@mantine/core/styles/SimpleGrid.css';
import { Center, Loader, Paper, SimpleGrid, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { NoInformation } from '../feedback/empty-state';
import { FigureTile } from './figure-tile';

/** One figure of a totals strip: its label and its value, worded. */
export interface Figure {
  label: string;
  value: string;
}

/**
 * The figures' height in px, kept while they load so the list under them does not move when
 * they arrive: on a phone, from 768 px ('sm', the tablet's 1024 px), and from 1200 px ('lg', the
 * desktop's 1440 px) where it differs. Measured on sandbox data at 375, 1024 and 1440 px; a
 * value or label that wraps in the narrow columns makes the tablet's taller.
 */
export type FiguresHeight = { base: number; sm: number; lg?: number };

/**
 * A list's totals above it (a timer history's count and durations, the recommendations' tasks
 * and delays, the stock-outs' time out): a loader of the figures' height while they load, 'No
 * information' when the call fails, else the figures, two a row on a phone and `columns` a row
 * from 768 px. `header` (the range they are for) stands above them.
 */
export function FiguresSection<T>({
  label,
  loadingLabel,
  query,
  figures,
  columns,
  height,
  header,
}: {
  /** The section's name for screen readers. */
  label: string;
  loadingLabel: string;
  query: { data: T | undefined; isError: boolean };
  figures(data: T): readonly Figure[];
  columns: number;
  height: FiguresHeight;
  header?: ReactNode;
}) {
  let body: ReactNode;
  if (query.isError) body = <NoInformation />;
  else if (query.data === undefined)
    body = (
      <Center mih={height}>
        <Loader size="sm" aria-label={loadingLabel} />
      </Center>
    );
  else
    body = (
      <SimpleGrid cols={{ base: 2, sm: columns }} spacing="sm">
        {figures(query.data).map((figure) => (
          <FigureTile key={figure.label} label={figure.label} value={figure.value} />
        ))}
      </SimpleGrid>
    );
  return (
    <Paper component="section" withBorder p="md" radius="md" aria-label={label}>
      {header ? (
        <Stack gap="xs">
          {header}
          {body}
        </Stack>
      ) : (
        body
      )}
    </Paper>
  );
}
