import '@mantine/core/styles/Tabs.css';
import { Button, Group, Stack, Tabs, Text } from '@mantine/core';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useState, type ReactNode } from 'react';
import {
  DICTIONARY_KINDS,
  type DictionaryEntry,
  type DictionaryField,
  type DictionaryKind,
} from '../../api/dictionaries/dictionaries.endpoints';
import {
  dictionariesMutations,
  dictionariesQueries,
} from '../../api/dictionaries/dictionaries.queries';
import { canCall, type AccessSubject } from '../../lib/access';
import type { DictionaryPagePath } from '../../lib/dictionary-pages';
import { dictionaries } from '../../lib/i18n/en/dictionaries';
import { registerMessages, useI18n } from '../../lib/i18n/i18n';
import { routerTo } from '../../lib/route-table';
import { useWeightUnit } from '../../ui/analytics/use-weight-unit';
import { ConfirmOnDemand } from '../../ui/feedback/confirm-on-demand';
import { useConfirmedDelete } from '../../ui/feedback/use-confirmed-delete';
import { WeightUnitSwitch } from '../../ui/forms/weight-unit-switch';
import { KitchenList, RowActions } from '../../ui/list/kitchen-list';
import type { ListColumn } from '../../ui/list/list-view';
import { Typed } from '../../ui/list/typed';
import { DictionaryFormModal, type DictionaryFormTarget } from './dictionary-form-modal';
import { dictionaryPage, type DictionaryPage as PageOfKind } from './dictionary-pages';
import { useCellText } from './use-cell-text';
import { useDictionaryUpdates } from './use-dictionary-updates';

registerMessages(dictionaries);

const entryKey = (entry: DictionaryEntry) => entry.uuid;

/**
 * A settings page of the kitchen dictionaries (spec 001 §2 "Settings", "Dictionaries: tabs
 * Materials, Containers and Packages"): its product's tabs, then the list with create, edit
 * and delete. The five pages are this one page; `dictionary-pages.ts` and the kinds table
 * (dictionaries.endpoints.ts) hold their differences.
 */
export function DictionaryPage({ path, user }: { path: DictionaryPagePath; user: AccessSubject }) {
  const { page, tabs } = dictionaryPage(path);
  useDictionaryUpdates();
  return (
    <DictionaryTabs tabs={tabs} active={page.path}>
      <DictionaryList key={page.id} page={page} user={user} />
    </DictionaryTabs>
  );
}

/** The product's tabs; each is its own page, so a tab is a link (Back returns to the last). */
function DictionaryTabs({
  tabs,
  active,
  children,
}: {
  tabs: readonly PageOfKind[];
  active: string;
  children: ReactNode;
}) {
  const { t } = useI18n();
  const navigate = useNavigate();
  return (
    <Tabs
      value={active}
      keepMounted={false}
      onChange={(path) => {
        const target = tabs.find((tab) => tab.path === path);
        if (target && target.path !== active) void navigate({ to: routerTo(target.path) });
      }}
    >
      <Tabs.List aria-label={t('dictionaries.tabs')}>
        {tabs.map((tab) => (
          <Tabs.Tab key={tab.path} value={tab.path}>
            {t(`dictionaries.tab.${tab.tab}`)}
          </Tabs.Tab>
        ))}
      </Tabs.List>
      <Tabs.Panel value={active} pt="md">
        {children}
      </Tabs.Panel>
    </Tabs>
  );
}

function DictionaryList({ page, user }: { page: PageOfKind; user: AccessSubject }) {
  const { t } = useI18n();
  const kind: DictionaryKind = DICTIONARY_KINDS[page.id];
  const query = useQuery(dictionariesQueries.list(kind));
  const cellText = useCellText(kind);
  const [unit] = useWeightUnit();
  const [editing, setEditing] = useState<DictionaryFormTarget | null>(null);
  const remove = useMutation(dictionariesMutations.remove(kind));
  const { ask, deleting, dialog } = useConfirmedDelete<DictionaryEntry>(
    remove,
    entryKey,
    t('dictionaries.deleted'),
  );
  const thing = t(`dictionaries.noun.${page.noun}`);
  const things = t(`dictionaries.nouns.${page.noun}`);
  const may = {
    create: canCall(user, kind.endpoints.create),
    edit: canCall(user, kind.endpoints.update),
    delete: canCall(user, kind.endpoints.remove),
  };
  const name = (entry: DictionaryEntry) => String(entry.name);
  const actions = (entry: DictionaryEntry) => (
    <RowActions
      edit={
        may.edit
          ? {
              label: t('dictionaries.editAria', { thing, name: name(entry) }),
              onClick: () => setEditing({ kind: 'edit', entry }),
            }
          : undefined
      }
      remove={
        may.delete
          ? {
              label: t('dictionaries.deleteAria', { thing, name: name(entry) }),
              onClick: () => ask(entry),
            }
          : undefined
      }
    />
  );
  const columns: ListColumn<DictionaryEntry>[] = [
    ...kind.fields.map((field, index): ListColumn<DictionaryEntry> => ({
      id: field.key,
      header: cellText.header(field, unit),
      text: field.type !== 'weight' && field.type !== 'minutes' && field.type !== 'count',
      cell: (entry: DictionaryEntry) => dataCell(field, cellText.cell(field, entry, unit)),
      // The code and the name are columns at every width, the next two from a landscape
      // tablet's table, the rest from a desktop's; a narrower table shows them under the name
      // (ui/list/list-view.tsx).
      ...(index >= 2 && { from: index < 4 ? 'medium' : 'wide', foldInto: kind.fields[1]!.key }),
    })),
    {
      id: 'actions',
      header: t('dictionaries.actions'),
      text: true,
      cell: actions,
      shown: may.edit || may.delete,
    },
  ];
  const [codeField, nameField, ...rest] = kind.fields;

  return (
    <Stack gap="md">
      <Group justify="space-between" align="center" gap="sm">
        <Text size="sm" c="dimmed">
          {t('dictionaries.chainWide')}
        </Text>
        <Group gap="sm">
          {/* Spec 001 §2: "The weight unit is kg (Kilograms) or lbs (Pounds)". */}
          <WeightUnitSwitch />
          {may.create && (
            <Button onClick={() => setEditing({ kind: 'create' })}>
              {t(`dictionaries.add.${page.noun}`)}
            </Button>
          )}
        </Group>
      </Group>
      <KitchenList
        query={query}
        caption={t(`dictionaries.tab.${page.tab}`)}
        loadFailed={t('dictionaries.loadFailed', { things })}
        loadingLabel={t('dictionaries.loading', { things })}
        empty={t('dictionaries.empty', { things })}
        rowKey={entryKey}
        columns={columns}
        card={(entry) => (
          <Stack gap={4}>
            <Text fw={600}>
              {codeField && dataCell(codeField, cellText.cell(codeField, entry, unit))} ·{' '}
              {nameField && dataCell(nameField, cellText.cell(nameField, entry, unit))}
            </Text>
            {rest.map((field) => (
              <Text size="sm" key={field.key}>
                {cellText.header(field, unit)}: {dataCell(field, cellText.cell(field, entry, unit))}
              </Text>
            ))}
            {actions(entry)}
          </Stack>
        )}
        rowTestId="dictionary-row"
      />
      <DictionaryFormModal
        kind={kind}
        noun={page.noun}
        target={editing}
        onClose={() => setEditing(null)}
      />
      <ConfirmOnDemand
        {...dialog}
        title={t('dictionaries.deleteTitle', { thing })}
        confirmLabel={t('dictionaries.delete')}
      >
        {deleting ? t('dictionaries.deleteText', { name: name(deleting) }) : ''}
      </ConfirmOnDemand>
    </Stack>
  );
}

/** What the chain typed (codes, names, vendors, a package's material) is data (`Typed`). */
function dataCell(field: DictionaryField, text: ReactNode): ReactNode {
  const typed = ['code', 'text', 'vendor', 'material'].includes(field.type);
  return typed ? <Typed>{text}</Typed> : text;
}
