import '@mantine/core/styles/Flex.css';
import { Button, Group, Stack, Text } from '@mantine/core';
import { useMutation, type UseMutationOptions, type UseQueryResult } from '@tanstack/react-query';
import { lazy, Suspense, useState, type ComponentType, type ReactNode } from 'react';
import type { RoleListQuery } from '../../api/roles/roles.schema';
import { canCall, type EndpointAccess, type Permission } from '../../lib/access';
import { rolesPolicies } from '../../lib/i18n/en/roles-policies';
import { widgets } from '../../lib/i18n/en/widgets';
import { registerMessages, useI18n, type Translate } from '../../lib/i18n/i18n';
import type { PreviewSubject } from '../../ui/access/access-preview';
import { Pending } from '../../ui/feedback/pending';
import { useOnceTrue } from '../../ui/hooks/use-once-true';
import { ConfirmOnDemand } from '../../ui/feedback/confirm-on-demand';
import { EmptyState } from '../../ui/feedback/empty-state';
import { useConfirmedDelete } from '../../ui/feedback/use-confirmed-delete';
import type { ListColumn } from '../../ui/list/list-view';
import { PagedList } from '../../ui/list/paged-list';
import { useListPaging } from '../../ui/list/use-list-paging';
import { accessListQuery, type AccessListSearch } from './access-search';
import { editLock, type Me } from './edit-lock';
import { UrlSearchField } from '../../ui/forms/url-search-field';

// The dialogs (Mantine's modal, its focus trap and scroll lock) load when first opened: the
// list's first screen never shows them.
const InUseDialog = lazy(() =>
  import('./in-use-dialog').then((module) => ({ default: module.InUseDialog })),
);
const AccessPreviewDialog = lazy(() =>
  import('../../ui/access/access-preview').then((module) => ({
    default: module.AccessPreviewDialog,
  })),
);

registerMessages(widgets, rolesPolicies);

export interface AccessRecord {
  uuid: string;
  name: string;
}

type Endpoint = { access?: EndpointAccess };

/**
 * What makes the roles page and the policies page differ: the data, not the page. Texts are
 * the `roles.*` or `policies.*` keys of the same names.
 */
export interface AccessListKind<Row extends AccessRecord> {
  kind: 'roles' | 'policies';
  /** The page's query: a hook, `useQuery` keeping the previous page while the next loads. */
  useList(query: RoleListQuery): UseQueryResult<{ content: Row[]; total: number }>;
  remove(): UseMutationOptions<null, Error, string>;
  endpoints: { create: Endpoint; update: Endpoint; remove: Endpoint };
  /** The columns between the name and the row's buttons. */
  columns(t: Translate): Array<ListColumn<Row>>;
  /** A phone card's lines under the name. */
  card(row: Row, t: Translate): ReactNode;
  /** Why the server will refuse to delete it (in use), or null. */
  inUse(row: Row, t: Translate): string | null;
  /** What it grants, and whether `me` holds it (their role, or a policy of it): delegation. */
  grantsOf(row: Row): readonly Permission[];
  heldBy(row: Row, me: Me): boolean;
  Form: ComponentType<{ me: Me; editing: Row | null; onClose(): void }>;
  /** 'View as' someone holding it, when it makes sense. */
  /** Whom 'View as' shows; null (no 'View as') when the answer does not say what it grants. */
  preview?(row: Row): PreviewSubject | null;
}

/** The search field, for the page frame's toolbar (a phone's filter sheet). */
export function AccessListToolbar({
  kind,
  search,
}: {
  kind: 'roles' | 'policies';
  search: AccessListSearch;
}) {
  const { t } = useI18n();
  return (
    <UrlSearchField
      value={search.search ?? ''}
      label={t(`${kind}.search`)}
      placeholder={t(`${kind}.searchHint`)}
    />
  );
}

/**
 * A list of roles or policies (spec 001 §2): 20 a page, offset paged and searched by name in
 * the URL; create and edit in a modal form, delete after a confirm naming it (or, in use, why
 * it cannot be); each button only with its action (canCall), as the server checks anyway. A
 * record `user` may not change (delegation, "Grant only what you hold": their own role and its
 * policies, or one granting more than they hold) is read-only, with a note saying why.
 */
export function AccessListPage<Row extends AccessRecord>({
  kind,
  search,
  user,
}: {
  kind: AccessListKind<Row>;
  search: AccessListSearch;
  user: Me;
}) {
  const { t } = useI18n();
  const query = kind.useList(accessListQuery(search));
  const paging = useListPaging(search, query);
  const remove = useMutation(kind.remove());
  const { deleting, ask, dialog } = useConfirmedDelete(
    remove,
    (row: Row) => row.uuid,
    t(`${kind.kind}.deleted`),
  );
  const [editing, setEditing] = useState<Row | 'new' | null>(null);
  const [previewing, setPreviewing] = useState<Row | null>(null);
  const previewOpened = useOnceTrue(previewing !== null);
  const may = {
    create: canCall(user, kind.endpoints.create),
    edit: canCall(user, kind.endpoints.update),
    delete: canCall(user, kind.endpoints.remove),
  };
  const buttons = (row: Row) => {
    const lock =
      may.edit || may.delete ? editLock(user, kind.grantsOf(row), kind.heldBy(row, user)) : null;
    return (
      <RowButtons
        kind={kind.kind}
        row={row}
        onEdit={may.edit && !lock ? () => setEditing(row) : undefined}
        onDelete={may.delete && !lock ? () => ask(row) : undefined}
        onPreview={kind.preview?.(row) ? () => setPreviewing(row) : undefined}
        locked={lock ? t(`${kind.kind}.locked.${lock}`) : undefined}
      />
    );
  };
  const columns: Array<ListColumn<Row>> = [
    {
      id: 'name',
      header: t(`${kind.kind}.field.name`),
      text: true,
      cell: (row) => (
        <Text fw={500} size="sm">
          {row.name}
        </Text>
      ),
    },
    ...kind.columns(t),
    { id: 'actions', header: t(`${kind.kind}.field.actions`), text: true, cell: buttons },
  ];
  const blocked = deleting ? kind.inUse(deleting, t) : null;

  return (
    <Stack gap="md">
      <Group justify="space-between" align="center" gap="sm">
        <Text size="sm" c="dimmed">
          {query.data ? t(`${kind.kind}.count`, { count: query.data.total }) : '\u00a0'}
        </Text>
        {may.create && (
          <Button onClick={() => setEditing('new')}>{t(`${kind.kind}.create`)}</Button>
        )}
      </Group>
      <PagedList
        query={query}
        paging={paging}
        loadFailed={t(`${kind.kind}.loadFailed`)}
        loadingLabel={t(`${kind.kind}.loading`)}
        empty={
          <EmptyState title={t(search.search ? `${kind.kind}.noMatch` : `${kind.kind}.empty`)} />
        }
        caption={t(`${kind.kind}.caption`)}
        rows={query.data?.content ?? []}
        rowKey={(row) => row.uuid}
        columns={columns}
        card={(row) => (
          <Stack gap={4}>
            <Text fw={600}>{row.name}</Text>
            {kind.card(row, t)}
            {buttons(row)}
          </Stack>
        )}
        rowTestId={`${kind.kind}-row`}
      />
      {editing !== null && (
        <Suspense fallback={<Pending />}>
          <kind.Form
            me={user}
            editing={editing === 'new' ? null : editing}
            onClose={() => setEditing(null)}
          />
        </Suspense>
      )}
      {blocked ? (
        <Suspense fallback={<Pending />}>
          <InUseDialog title={t(`${kind.kind}.deleteTitle`)} onClose={dialog.onClose}>
            {blocked}
          </InUseDialog>
        </Suspense>
      ) : (
        <ConfirmOnDemand
          {...dialog}
          title={t(`${kind.kind}.deleteTitle`)}
          confirmLabel={t(`${kind.kind}.delete`)}
        >
          {deleting ? t(`${kind.kind}.deleteText`, { name: deleting.name }) : ''}
        </ConfirmOnDemand>
      )}
      {/* Once opened it stays mounted: a closing dialog keeps its texts while it fades. */}
      {kind.preview && previewOpened && (
        <Suspense fallback={<Pending />}>
          <AccessPreviewDialog
            name={previewing?.name ?? ''}
            subject={previewing ? kind.preview(previewing) : null}
            onClose={() => setPreviewing(null)}
          />
        </Suspense>
      )}
    </Stack>
  );
}

/**
 * A row's Edit, Delete and View as, each named with the record for screen readers; `locked`
 * says why Edit and Delete are not offered.
 */
function RowButtons({
  kind,
  row,
  onEdit,
  onDelete,
  onPreview,
  locked,
}: {
  kind: 'roles' | 'policies';
  row: AccessRecord;
  onEdit?: () => void;
  onDelete?: () => void;
  onPreview?: () => void;
  locked?: string;
}) {
  const { t } = useI18n();
  return (
    <Group gap={4} wrap="wrap">
      {onPreview && (
        <Button
          variant="subtle"
          size="compact-sm"
          onClick={onPreview}
          aria-label={t('preview.openLabel', { name: row.name })}
        >
          {t('preview.open')}
        </Button>
      )}
      {onEdit && (
        <Button
          variant="subtle"
          size="compact-sm"
          onClick={onEdit}
          aria-label={t(`${kind}.editLabel`, { name: row.name })}
        >
          {t(`${kind}.edit`)}
        </Button>
      )}
      {onDelete && (
        <Button
          variant="subtle"
          color="red"
          size="compact-sm"
          onClick={onDelete}
          aria-label={t(`${kind}.deleteLabel`, { name: row.name })}
        >
          {t(`${kind}.delete`)}
        </Button>
      )}
      {locked && (
        <Text size="xs" c="dimmed" data-testid="access-locked">
          {locked}
        </Text>
      )}
    </Group>
  );
}
