import { useNeedsConnection } from '../forms/use-needs-connection';
import { PlainButton } from './plain-row';

/**
 * A record's Delete in its row or card (spec 001 §7 "delete of one event"): a quiet red button
 * whose accessible name says which record it deletes; the page confirms before deleting.
 * Offline it is disabled and says why (decisions: shell-and-widgets, 'Actions that wait
 * offline'): a delete of a record is not one of the outbox's actions.
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
  const needsConnection = useNeedsConnection();
  return (
    <PlainButton
      {...needsConnection}
      variant="subtle"
      color="red"
      size="compact-sm"
      onClick={onDelete}
      aria-label={ariaLabel}
    >
      {label}
    </PlainButton>
  );
}
