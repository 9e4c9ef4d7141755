import { Checkbox, Group, Stack, Text } from '@mantine/core';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import {
  createCameraCategory,
  deleteCameraCategory,
  updateCameraCategory,
} from '../../api/cameras/cameras.endpoints';
import {
  CATEGORY_NAME_MAX_LENGTH,
  type Camera,
  type CameraCategory,
} from '../../api/cameras/cameras.schema';
import { canCall, type AccessSubject } from '../../lib/access';
import { useI18n } from '../../lib/i18n/i18n';
import { ConfirmOnDemand } from '../../ui/feedback/confirm-on-demand';
import { useConfirmedDelete } from '../../ui/feedback/use-confirmed-delete';
import { FormModal } from '../../ui/forms/form-modal';
import { ConnectedButton } from '../../ui/forms/connected-button';
import { LimitedTextInput } from '../../ui/forms/limited-text-input';
import { KitchenList, RowActions } from '../../ui/list/kitchen-list';
import type { ListColumn } from '../../ui/list/list-view';
import type { Kitchen } from './camera-settings-types';
import { camerasMutations, camerasQueries } from '../../api/cameras/cameras.queries';
import { SaveButtons, SaveRefusal } from '../../ui/forms/save-form';
import { useKeptForm } from '../../ui/forms/use-kept-form';

type CategoryTarget = { kind: 'create' } | { kind: 'edit'; category: CameraCategory };

const categoryKey = (category: CameraCategory) => category.uuid;

/**
 * The kitchen's camera categories (spec 001 §2 "manage categories"): each a name and the
 * cameras in it; a camera may be in several, and deleting a category keeps its cameras.
 */
export function CategoriesPanel({
  kitchen,
  cameras,
  user,
}: {
  kitchen: Kitchen;
  cameras: readonly Camera[];
  user: AccessSubject;
}) {
  const { t } = useI18n();
  const query = useQuery(camerasQueries.categories(kitchen.uuid));
  const [editing, setEditing] = useState<CategoryTarget | null>(null);
  const remove = useMutation(camerasMutations.removeCategory(kitchen.uuid));
  const { ask, deleting, dialog } = useConfirmedDelete<CameraCategory>(
    remove,
    categoryKey,
    t('cameraSettings.categoryDeleted'),
  );
  const may = {
    create: canCall(user, createCameraCategory),
    edit: canCall(user, updateCameraCategory),
    delete: canCall(user, deleteCameraCategory),
  };
  const cameraNames = (category: CameraCategory) =>
    cameras
      .filter((camera) => category.cameraUuids.includes(camera.uuid))
      .map((camera) => camera.name)
      .join(', ') || t('cameraSettings.noCamerasInCategory');
  const actions = (category: CameraCategory) => (
    <RowActions
      edit={
        may.edit
          ? {
              label: t('cameraSettings.editCategoryAria', { name: category.name }),
              onClick: () => setEditing({ kind: 'edit', category }),
            }
          : undefined
      }
      remove={
        may.delete
          ? {
              label: t('cameraSettings.deleteCategoryAria', { name: category.name }),
              onClick: () => ask(category),
            }
          : undefined
      }
    />
  );
  const columns: ListColumn<CameraCategory>[] = [
    { id: 'name', header: t('cameraSettings.field.name'), text: true, cell: (c) => c.name },
    { id: 'cameras', header: t('cameraSettings.cameras'), text: true, cell: cameraNames },
    {
      id: 'actions',
      header: t('cameraSettings.actions'),
      text: true,
      cell: actions,
      shown: may.edit || may.delete,
    },
  ];

  return (
    <Stack gap="md">
      {may.create && (
        <Group justify="flex-end">
          <ConnectedButton onClick={() => setEditing({ kind: 'create' })}>
            {t('cameraSettings.addCategory')}
          </ConnectedButton>
        </Group>
      )}
      <KitchenList
        query={query}
        caption={t('cameraSettings.categoriesCaption')}
        loadFailed={t('cameraSettings.categoriesFailed')}
        loadingLabel={t('cameraSettings.loadingCategories')}
        empty={t('cameraSettings.noCategories')}
        rowKey={categoryKey}
        columns={columns}
        card={(category) => (
          <Stack gap={4}>
            <Text fw={600}>{category.name}</Text>
            <Text size="sm">{cameraNames(category)}</Text>
            {actions(category)}
          </Stack>
        )}
        rowTestId="category-row"
      />
      <FormModal
        opened={editing !== null}
        onClose={() => setEditing(null)}
        title={
          editing?.kind === 'edit'
            ? t('cameraSettings.editCategoryTitle', { name: editing.category.name })
            : t('cameraSettings.newCategoryTitle')
        }
        formKey={editing?.kind === 'edit' ? editing.category.uuid : 'new'}
      >
        {editing && (
          <CategoryForm
            target={editing}
            kitchen={kitchen}
            cameras={cameras}
            onDone={() => setEditing(null)}
          />
        )}
      </FormModal>
      <ConfirmOnDemand
        {...dialog}
        title={t('cameraSettings.deleteCategoryTitle')}
        confirmLabel={t('pcsAdmin.delete')}
      >
        {deleting
          ? t('cameraSettings.deleteCategoryText', {
              name: deleting.name,
              restaurant: kitchen.label,
            })
          : ''}
      </ConfirmOnDemand>
    </Stack>
  );
}

function CategoryForm({
  target,
  kitchen,
  cameras,
  onDone,
}: {
  target: CategoryTarget;
  kitchen: Kitchen;
  cameras: readonly Camera[];
  onDone(): void;
}) {
  const { t } = useI18n();
  const { draft, change, shown, trySubmit, save, create, update } = useKeptForm({
    editing: target.kind === 'edit',
    create: camerasMutations.createCategory(kitchen.uuid),
    update: camerasMutations.updateCategory(kitchen.uuid),
    initial: () =>
      target.kind === 'edit'
        ? {
            name: target.category.name,
            cameraUuids: target.category.cameraUuids.filter((uuid) =>
              cameras.some((c) => c.uuid === uuid),
            ),
          }
        : { name: '', cameraUuids: [] as string[] },
    problems: ({ name }) => ({
      name: name.trim() === '' ? t('pcsAdmin.required') : undefined,
    }),
    savedMessage: (category, created) =>
      t(created ? 'cameraSettings.categoryAdded' : 'cameraSettings.categorySaved', {
        name: category.name,
      }),
    onDone,
  });

  function submit(event: FormEvent) {
    if (!trySubmit(event)) return;
    const body = { name: draft.name.trim(), cameraUuids: draft.cameraUuids };
    if (target.kind === 'edit') update({ uuid: target.category.uuid, body });
    else create(body);
  }

  return (
    <form onSubmit={submit} noValidate aria-label={t('cameraSettings.categoryForm')}>
      <Stack gap="md">
        <SaveRefusal save={save} />
        <LimitedTextInput
          label={t('cameraSettings.field.name')}
          value={draft.name}
          onChange={(name) => change({ name })}
          maxLength={CATEGORY_NAME_MAX_LENGTH}
          required
          error={shown.name}
          data-autofocus
        />
        <Checkbox.Group
          label={t('cameraSettings.cameras')}
          value={draft.cameraUuids}
          onChange={(cameraUuids) => change({ cameraUuids })}
        >
          <Stack gap="xs" mt="xs">
            {cameras.map((camera) => (
              <Checkbox key={camera.uuid} value={camera.uuid} label={camera.name} />
            ))}
          </Stack>
        </Checkbox.Group>
        <SaveButtons save={save} onCancel={onDone} />
      </Stack>
    </form>
  );
}
