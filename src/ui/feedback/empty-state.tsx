import { Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useI18n, registerMessages } from '../../lib/i18n/i18n';
import { widgets } from '../../lib/i18n/en/widgets';

registerMessages(widgets);

/**
 * 'No records', 'No information'…: one quiet line where content would be (spec 000 §8). A text
 * child is a dimmed hint under it; other children (an action) follow as they are. Plain Stack
 * and Text rather than Mantine's EmptyState: it is on every page frame, so on the first page.
 */
export function EmptyState({ title, children }: { title: string; children?: ReactNode }) {
  const text = typeof children === 'string' || typeof children === 'number';
  return (
    <Stack align="center" gap="xs" py="xl" ta="center">
      <Text fw={600}>{title}</Text>
      {text ? (
        <Text size="sm" c="dimmed">
          {children}
        </Text>
      ) : (
        children
      )}
    </Stack>
  );
}

interface VariantProps {
  /** A hint under the title. */
  children?: ReactNode;
}

/** Spec 000 §2: a chart with no data. */
export function NoInformation({ children }: VariantProps) {
  const { t } = useI18n();
  return <EmptyState title={t('empty.noInformation')}>{children}</EmptyState>;
}

/** Spec 000 §2: a table with no rows. */
export function NoRecords({ children }: VariantProps) {
  const { t } = useI18n();
  return <EmptyState title={t('empty.noRecords')}>{children}</EmptyState>;
}

/** Spec 000 §8: 'No activity'. */
export function NoActivity({ children }: VariantProps) {
  const { t } = useI18n();
  return <EmptyState title={t('empty.noActivity')}>{children}</EmptyState>;
}

/** Spec 000 §8: 'No cameras'. */
export function NoCameras({ children }: VariantProps) {
  const { t } = useI18n();
  return <EmptyState title={t('empty.noCameras')}>{children}</EmptyState>;
}

/** Spec 000 §8: 'No suitable cameras'. */
export function NoSuitableCameras({ children }: VariantProps) {
  const { t } = useI18n();
  return <EmptyState title={t('empty.noSuitableCameras')}>{children}</EmptyState>;
}
