import { Button, Group, Stack, Text } from '@mantine/core';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { createFryer, deleteFryer, updateFryer } from '../../api/fryers/fryers.endpoints';
import { fryersMutations, fryersQueries } from '../../api/fryers/fryers.queries';
import type { Fryer } from '../../api/fryers/fryers.schema';
import { getFryerVendors } from '../../api/materials/materials.endpoints';
import { materialsQueries } from '../../api/materials/materials.queries';
import { canCall, type AccessSubject } from '../../lib/access';
import { pcsAdmin } from '../../lib/i18n/en/pcs-admin';
import { registerMessages, useI18n } from '../../lib/i18n/i18n';
import { numberFormat } from '../../lib/intl';
import { useWeightUnit } from '../../ui/analytics/use-weight-unit';
import { ConfirmOnDemand } from '../../ui/feedback/confirm-on-demand';
import { OneKitchen } from '../../ui/feedback/one-kitchen';
import { Typed } from '../../ui/list/typed';
import { KitchenList, RowActions } from '../../ui/list/kitchen-list';
import { useConfirmedDelete } from '../../ui/feedback/use-confirmed-delete';
import type { ListColumn } from '../../ui/list/list-view';
import { oilIn } from './fryer-form';
import { FryerFormModal, type FryerFormTarget } from './fryer-form-modal';

registerMessages(pcsAdmin);

const fryerKey = (fryer: Fryer) => fryer.uuid;

/** A fryer's name, vendor and station are what the kitchen typed. */
const typed = (text: string | null) => (text === null ? null : <Typed>{text}</Typed>);

/**
 * The fryer manager (spec 001 §2 "Fryer manager: list, create, edit and delete fryers"): one
 * kitchen's fryers; Global mode asks for the kitchen first.
 */
export function FryerManagerPage({
  user,
  onChooseRestaurant,
}: {
  user: AccessSubject;
  /** The shell's restaurant choice, for Global mode's prompt. */
  onChooseRestaurant(uuid: string): void;
}) {
  const { t } = useI18n();
  return (
    <OneKitchen why={t('pcsAdmin.fryersOneKitchen')} onChoose={onChooseRestaurant}>
      {(restaurant) => <KitchenFryers key={restaurant.uuid} restaurant={restaurant} user={user} />}
    </OneKitchen>
  );
}

function KitchenFryers({
  restaurant,
  user,
}: {
  restaurant: { uuid: string; label: string };
  user: AccessSubject;
}) {
  const { t, locale } = useI18n();
  const [unit] = useWeightUnit();
  const query = useQuery(fryersQueries.list(restaurant.uuid));
  // The vendor filter's options are suggestions only: a user without EVENTS still types one.
  const known = useQuery({
    ...materialsQueries.fryerVendors(),
    enabled: canCall(user, getFryerVendors),
  });
  const [editing, setEditing] = useState<FryerFormTarget | null>(null);
  const remove = useMutation(fryersMutations.remove());
  const { ask, deleting, dialog } = useConfirmedDelete<Fryer>(
    remove,
    fryerKey,
    t('fryers.deleted'),
  );
  const may = {
    create: canCall(user, createFryer),
    edit: canCall(user, updateFryer),
    delete: canCall(user, deleteFryer),
  };
  const oil = (fryer: Fryer) =>
    fryer.oilCapacityKg === undefined
      ? '—'
      : `${numberFormat(locale).format(oilIn(fryer.oilCapacityKg, unit))} ${unit === 'lbs' ? 'lb' : 'kg'}`;
  const actions = (fryer: Fryer) => (
    <RowActions
      edit={
        may.edit
          ? {
              label: t('fryers.editAria', { name: fryer.name }),
              onClick: () => setEditing({ kind: 'edit', fryer }),
            }
          : undefined
      }
      remove={
        may.delete
          ? { label: t('fryers.deleteAria', { name: fryer.name }), onClick: () => ask(fryer) }
          : undefined
      }
    />
  );
  const columns: ListColumn<Fryer>[] = [
    { id: 'name', header: t('fryers.field.name'), text: true, cell: (fryer) => typed(fryer.name) },
    {
      id: 'vendor',
      header: t('fryers.field.vendor'),
      text: true,
      cell: (fryer) => typed(fryer.vendor ?? null) ?? '—',
    },
    { id: 'vats', header: t('fryers.field.vats'), cell: (fryer) => fryer.vats ?? '—' },
    {
      id: 'oil',
      from: 'medium',
      foldInto: 'name',
      header: t('fryers.field.oil'),
      cell: oil,
    },
    {
      id: 'station',
      from: 'medium',
      foldInto: 'name',
      header: t('fryers.field.station'),
      text: true,
      cell: (fryer) => typed(fryer.station) ?? t('fryers.noStation'),
    },
    {
      id: 'actions',
      header: t('fryers.actions'),
      text: true,
      cell: actions,
      shown: may.edit || may.delete,
    },
  ];
  const vendors = [
    ...(known.data ?? []),
    ...(query.data ?? []).flatMap((fryer) => fryer.vendor ?? []),
  ].sort((a, b) => a.localeCompare(b));

  return (
    <Stack gap="md">
      <Group justify="space-between" align="center" gap="sm">
        <Text size="sm" c="dimmed">
          {restaurant.label}
        </Text>
        {may.create && (
          <Button onClick={() => setEditing({ kind: 'create', restaurantUuid: restaurant.uuid })}>
            {t('fryers.add')}
          </Button>
        )}
      </Group>
      <KitchenList
        query={query}
        caption={t('fryers.caption')}
        loadFailed={t('fryers.loadFailed')}
        loadingLabel={t('fryers.loading')}
        empty={t('empty.noRecords')}
        rowKey={fryerKey}
        columns={columns}
        card={(fryer) => (
          <Stack gap={4}>
            <Text fw={600}>{typed(fryer.name)}</Text>
            <Text size="sm">
              {typed(fryer.vendor ?? null) ?? '—'} · {t('fryers.field.vats')}: {fryer.vats ?? '—'} ·{' '}
              {oil(fryer)}
            </Text>
            <Text size="sm" c="dimmed">
              {t('fryers.field.station')}: {typed(fryer.station) ?? t('fryers.noStation')}
            </Text>
            {actions(fryer)}
          </Stack>
        )}
        rowTestId="fryer-row"
      />
      <FryerFormModal target={editing} vendors={vendors} onClose={() => setEditing(null)} />
      <ConfirmOnDemand
        {...dialog}
        title={t('fryers.deleteTitle')}
        confirmLabel={t('pcsAdmin.delete')}
      >
        {deleting
          ? t('fryers.deleteText', { name: deleting.name, restaurant: restaurant.label })
          : ''}
      </ConfirmOnDemand>
    </Stack>
  );
}
