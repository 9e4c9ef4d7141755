import { Button } from '@mantine/core';

/**
 * A record's Delete in its row or card (spec 001 §7 "delete of one event"): a quiet red button
 * whose accessible name says which record it deletes; the page confirms before deleting.
 */
export function RowDeleteButton({
  label,
  ariaLabel,
  onDelete,
}: {
  label: string;
  ariaLabel: string;
  onDelete(): void;
}) {
  return (
    <Button
      variant="subtle"
      color="red"
      size="compact-sm"
      onClick={onDelete}
      aria-label={ariaLabel}
    >
      {label}
    </Button>
  );
}
