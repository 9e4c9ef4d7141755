import '@mantine/core/styles/EmptyState.css';
import { EmptyState as MantineEmptyState } from '@mantine/core';
import type { ReactNode } from 'react';
import { useI18n } from '../lib/i18n/i18n';

/**
 * 'No records', 'No information'…: one quiet line where content would be (spec 000 §8), on
 * Mantine's EmptyState. A text child becomes its description; other children (an action)
 * follow it as they are.
 */
export function EmptyState({ title, children }: { title: string; children?: ReactNode }) {
  const text = typeof children === 'string' || typeof children === 'number';
  return (
    <MantineEmptyState size="sm" py="xl" title={title} description={text ? children : undefined}>
      {text ? null : children}
    </MantineEmptyState>
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

/** Spec 000 §8: 'N/A' where a chart's value cannot be shown. */
export function NotAvailable({ children }: VariantProps) {
  const { t } = useI18n();
  return <EmptyState title={t('empty.notAvailable')}>{children}</EmptyState>;
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
