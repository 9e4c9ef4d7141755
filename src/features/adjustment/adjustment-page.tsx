import { Button, Divider, Group, Stack, Text, Title } from '@mantine/core';
import { useMutation, useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import {
  createAdjustmentRule,
  deleteAdjustmentRule,
  updateAdjustmentRule,
} from '../../api/adjustment/adjustment.endpoints';
import { adjustmentMutations, adjustmentQueries } from '../../api/adjustment/adjustment.queries';
import type { AdjustmentRule } from '../../api/adjustment/adjustment.schema';
import { materialPickList } from '../../api/dictionaries/material-options.queries';
import { canCall, type AccessSubject } from '../../lib/access';
import { timestamp } from '../../lib/format';
import { pcsAdmin } from '../../lib/i18n/en/pcs-admin';
import { registerMessages, useI18n } from '../../lib/i18n/i18n';
import { ConfirmOnDemand } from '../../ui/feedback/confirm-on-demand';
import { OneKitchen } from '../../ui/feedback/one-kitchen';
import { KitchenList, RowActions } from '../../ui/list/kitchen-list';
import { useConfirmedDelete } from '../../ui/feedback/use-confirmed-delete';
import type { ListColumn } from '../../ui/list/list-view';
import { materialNames } from './adjustment-form';
import type { RuleFormTarget } from './rule-form-modal';
import { Pending } from '../../ui/feedback/pending';
import { useOnceTrue } from '../../ui/hooks/use-once-true';
import { ScalesSection } from './scales-form';

// The rule form (Mantine's modal and its selects) loads when a rule is first added or edited.
const RuleFormModal = lazy(() =>
  import('./rule-form-modal').then((module) => ({ default: module.RuleFormModal })),
);

registerMessages(pcsAdmin);

const ruleKey = (rule: AdjustmentRule) => rule.uuid;

/**
 * Adjustment (spec 001 §2 "Adjustment: rules and scales per restaurant"): one kitchen's rules
 * and its scales; Global mode asks for the kitchen first.
 */
export function AdjustmentPage({
  user,
  onChooseRestaurant,
}: {
  user: AccessSubject;
  /** The shell's restaurant choice, for Global mode's prompt. */
  onChooseRestaurant(uuid: string): void;
}) {
  const { t } = useI18n();
  return (
    <OneKitchen why={t('pcsAdmin.rulesOneKitchen')} onChoose={onChooseRestaurant}>
      {(restaurant) => (
        <Stack gap="xl" key={restaurant.uuid}>
          <RulesSection restaurant={restaurant} user={user} />
          <Divider />
          <ScalesSection restaurantUuid={restaurant.uuid} user={user} />
        </Stack>
      )}
    </OneKitchen>
  );
}

function RulesSection({
  restaurant,
  user,
}: {
  restaurant: { uuid: string; label: string };
  user: AccessSubject;
}) {
  const { t } = useI18n();
  // A rule names its materials by uuid: the list waits for their names (or their failure).
  const materials = useQuery(materialPickList('chicken'));
  const query = useQuery({
    ...adjustmentQueries.rules(restaurant.uuid),
    enabled: !materials.isPending,
  });
  const nameOf = materialNames(materials.data);
  const [editing, setEditing] = useState<RuleFormTarget | null>(null);
  const formOpened = useOnceTrue(editing !== null);
  const remove = useMutation(adjustmentMutations.removeRule());
  const { ask, deleting, dialog } = useConfirmedDelete<AdjustmentRule>(
    remove,
    ruleKey,
    t('adjustment.deleted'),
  );
  const may = {
    create: canCall(user, createAdjustmentRule),
    edit: canCall(user, updateAdjustmentRule),
    delete: canCall(user, deleteAdjustmentRule),
  };
  const materialsOf = (rule: AdjustmentRule) => rule.materialUuids.map(nameOf).join(', ');
  const actions = (rule: AdjustmentRule) => (
    <RowActions
      edit={
        may.edit
          ? {
              label: t('adjustment.editAria', { materials: materialsOf(rule) }),
              onClick: () => setEditing({ kind: 'edit', rule }),
            }
          : undefined
      }
      remove={
        may.delete
          ? {
              label: t('adjustment.deleteAria', { materials: materialsOf(rule) }),
              onClick: () => ask(rule),
            }
          : undefined
      }
    />
  );
  const columns: ListColumn<AdjustmentRule>[] = [
    { id: 'materials', header: t('adjustment.field.materials'), text: true, cell: materialsOf },
    {
      id: 'updated',
      header: t('adjustment.field.updated'),
      cell: (rule) => (rule.updatedAt === undefined ? '—' : timestamp(rule.updatedAt)),
    },
    {
      id: 'actions',
      header: t('fryers.actions'),
      text: true,
      cell: actions,
      shown: may.edit || may.delete,
    },
  ];

  return (
    <Stack gap="sm" component="section" aria-labelledby="rules-title">
      <Group justify="space-between" align="center" gap="sm">
        <div>
          <Title order={2} size="h4" id="rules-title">
            {t('adjustment.rules')}
          </Title>
          <Text size="sm" c="dimmed">
            {restaurant.label} · {t('adjustment.rulesHint')}
          </Text>
        </div>
        {may.create && (
          <Button onClick={() => setEditing({ kind: 'create', restaurantUuid: restaurant.uuid })}>
            {t('adjustment.add')}
          </Button>
        )}
      </Group>
      <KitchenList
        query={query}
        caption={t('adjustment.rules')}
        loadFailed={t('adjustment.loadFailed')}
        loadingLabel={t('adjustment.loading')}
        empty={t('empty.noRecords')}
        rowKey={ruleKey}
        columns={columns}
        card={(rule) => (
          <Stack gap={4}>
            <Text fw={600}>{materialsOf(rule)}</Text>
            <Text size="sm" c="dimmed">
              {t('adjustment.field.updated')}:{' '}
              {rule.updatedAt === undefined ? '—' : timestamp(rule.updatedAt)}
            </Text>
            {actions(rule)}
          </Stack>
        )}
        rowTestId="adjustment-rule-row"
      />
      {/* Once opened it stays mounted: a closing dialog keeps its texts while it fades. */}
      {formOpened && (
        <Suspense fallback={<Pending />}>
          <RuleFormModal
            target={editing}
            rules={query.data ?? []}
            onClose={() => setEditing(null)}
          />
        </Suspense>
      )}
      <ConfirmOnDemand
        {...dialog}
        title={t('adjustment.deleteTitle')}
        confirmLabel={t('pcsAdmin.delete')}
      >
        {deleting
          ? t('adjustment.deleteText', {
              materials: materialsOf(deleting),
              restaurant: restaurant.label,
            })
          : ''}
      </ConfirmOnDemand>
    </Stack>
  );
}
