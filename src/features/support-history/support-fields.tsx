import '@mantine/core/styles/Flex.css';
import { Badge, Button, Flex, Group, Text } from '@mantine/core';
import {
  supportRoleLabel,
  supportStatusLabel,
  type SupportRequest,
} from '../../api/support/support.schema';
import type { Translate } from '../../lib/i18n/i18n';
import type { RecordColumn } from '../../ui/list/cursor-list';
import { useNeedsConnection } from '../../ui/forms/use-needs-connection';
import { RowDeleteButton } from '../../ui/list/row-delete-button';
import { Identifier } from '../../ui/list/identifier';

/** What a row's fields are shown with. */
export interface SupportFieldContext {
  t: Translate;
  /** The request's time in its restaurant's zone: 'DD MMM • h:mm:ss A'. */
  time(epoch: number, row: SupportRequest): string;
  /** A size in the page's language: '1.2 MB'. */
  size(bytes: number): string;
  /** Resolve and Delete, each only when the user may (spec 000 §6). */
  onResolve?(row: SupportRequest): void;
  onDelete?(row: SupportRequest): void;
}

/** Its restaurant: null when sent in Global mode (or not said), '1003 - Riverside' else. */
const restaurantOf = (row: SupportRequest) => {
  if (row.restaurantNumber == null) return row.restaurantName ?? null;
  return row.restaurantName
    ? `${row.restaurantNumber} - ${row.restaurantName}`
    : String(row.restaurantNumber);
};

/** Open is orange, resolved green, a status the console does not know grey. */
const STATUS_COLORS: Record<string, string> = { OPEN: 'orange', RESOLVED: 'green' };

/** What a request is about; '—' when the answer does not say. */
const subjectOf = (row: SupportRequest) => row.subject ?? '—';

/** A status badge in the page's colour (AA), never cut short by its column. */
const BADGE = {
  color: 'var(--mantine-color-text)',
  textTransform: 'none',
  flexShrink: 0,
  minWidth: 'max-content',
  overflow: 'visible',
} as const;

function StatusBadge({ row, t }: { row: SupportRequest; t: Translate }) {
  return (
    <Badge color={STATUS_COLORS[row.status] ?? 'gray'} variant="light" style={BADGE}>
      {supportStatusLabel(t, row.status)}
    </Badge>
  );
}

/** Who sent it: their name (else e-mail, else '—'), their role and e-mail when known. */
function Requester({ row, t }: { row: SupportRequest; t: Translate }) {
  const details = [
    row.role === undefined ? undefined : supportRoleLabel(t, row.role),
    row.requesterName ? row.requesterEmail : undefined,
  ].filter(Boolean);
  return (
    <>
      <Text size="sm">
        {row.requesterName ??
          (row.requesterEmail ? <Identifier>{row.requesterEmail}</Identifier> : '—')}
      </Text>
      {details.length > 0 && (
        <Text size="xs" c="dimmed">
          {details.join(' · ')}
        </Text>
      )}
    </>
  );
}

function Attachment({ row, context }: { row: SupportRequest; context: SupportFieldContext }) {
  if (!row.attachment) return <span aria-label={context.t('support.noAttachment')}>–</span>;
  return (
    <span>
      <Identifier>{row.attachment.fileName}</Identifier>
      {row.attachment.size !== undefined && (
        <span style={{ whiteSpace: 'nowrap' }}> ({context.size(row.attachment.size)})</span>
      )}
    </span>
  );
}

/** Resolve (for an open request) and Delete, as the user's role allows. */
function RowActions({ row, context }: { row: SupportRequest; context: SupportFieldContext }) {
  const { t, onResolve, onDelete } = context;
  const connected = useNeedsConnection();
  return (
    <Group gap={4} wrap="nowrap" justify="flex-end">
      {onResolve && row.status === 'OPEN' && (
        <Button
          {...connected}
          size="compact-sm"
          variant="light"
          onClick={() => onResolve(row)}
          aria-label={t('support.resolveLabel', { subject: subjectOf(row) })}
        >
          {t('support.resolve')}
        </Button>
      )}
      {onDelete && (
        <RowDeleteButton
          label={t('support.delete')}
          ariaLabel={t('support.deleteLabel', { subject: subjectOf(row) })}
          onDelete={() => onDelete(row)}
        />
      )}
    </Group>
  );
}

/**
 * The table's columns (docs/decisions/administration.md "Support history and audit log"): when it
 * was sent, what about, by whom, where (Global mode only), its status and screenshot, and the
 * actions the user may take. A landscape tablet's table shows when, what, the status and the
 * actions; a portrait tablet's when and what, the rest folded under them (ui/list/list-view.tsx).
 */
export function supportColumns(
  context: SupportFieldContext,
  { showRestaurant }: { showRestaurant: boolean },
): Array<RecordColumn<SupportRequest>> {
  const { t, time } = context;
  const withActions = context.onResolve !== undefined || context.onDelete !== undefined;
  return [
    {
      id: 'time',
      header: t('support.field.time'),
      width: '13em',
      cell: (row) => time(row.requestTime, row),
    },
    {
      id: 'subject',
      header: t('support.field.subject'),
      width: '17em',
      text: true,
      cell: (row) => (
        <>
          <Text size="sm" fw={500} translate="no">
            {subjectOf(row)}
          </Text>
          {row.message && (
            <Text size="xs" c="dimmed" lineClamp={2} translate="no">
              {row.message}
            </Text>
          )}
        </>
      ),
    },
    {
      id: 'requester',
      header: t('support.field.requester'),
      width: '13em',
      text: true,
      cell: (row) => <Requester row={row} t={t} />,
      from: 'wide',
      foldInto: 'subject',
    },
    {
      id: 'restaurant',
      header: t('support.field.restaurant'),
      width: '10em',
      text: true,
      shown: showRestaurant,
      cell: (row) => restaurantOf(row) ?? t('support.noRestaurant'),
      from: 'wide',
      foldInto: 'time',
    },
    {
      id: 'status',
      header: t('support.field.status'),
      width: '7.5em',
      text: true,
      cell: (row) => <StatusBadge row={row} t={t} />,
      from: 'medium',
      foldInto: 'time',
    },
    {
      id: 'attachment',
      header: t('support.field.attachment'),
      width: '8.5em',
      text: true,
      cell: (row) => <Attachment row={row} context={context} />,
      from: 'wide',
      foldInto: 'subject',
    },
    {
      id: 'actions',
      header: <span className="kc-visually-hidden">{t('support.field.actions')}</span>,
      width: '12em',
      shown: withActions,
      cell: (row) => <RowActions row={row} context={context} />,
      from: 'medium',
      foldInto: 'subject',
    },
  ];
}

/**
 * The phone's card (spec 000 §1): the subject beside its status, when and by whom, where, the
 * message, its screenshot, then the actions. Subject and message are what someone typed, in
 * their language: `translate="no"`.
 */
export function SupportCard({
  row,
  context,
  showRestaurant,
}: {
  row: SupportRequest;
  context: SupportFieldContext;
  showRestaurant: boolean;
}) {
  const { t, time } = context;
  const restaurant = restaurantOf(row);
  return (
    <>
      <Flex justify="space-between" align="flex-start" gap="xs">
        <Text fw={600} style={{ overflowWrap: 'break-word' }} translate="no">
          {subjectOf(row)}
        </Text>
        <StatusBadge row={row} t={t} />
      </Flex>
      <Text size="sm" mt={4}>
        {time(row.requestTime, row)} · {row.requesterName ?? row.requesterEmail ?? '—'}
        {row.role !== undefined && ` (${supportRoleLabel(t, row.role)})`}
      </Text>
      {showRestaurant && restaurant && (
        <Text size="sm" c="dimmed">
          {restaurant}
        </Text>
      )}
      {row.message && (
        <Text size="sm" mt={4} style={{ overflowWrap: 'break-word' }} translate="no">
          {row.message}
        </Text>
      )}
      {row.attachment && (
        <Text size="xs" c="dimmed" mt={4} style={{ overflowWrap: 'break-word' }}>
          {t('support.field.attachment')}: <Attachment row={row} context={context} />
        </Text>
      )}
      {(context.onResolve || context.onDelete) && (
        <Group mt="xs" justify="flex-end">
          <RowActions row={row} context={context} />
        </Group>
      )}
    </>
  );
}
