import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Checkbox.css';
import { Button, Checkbox, Group, Stack, Table, Text } from '@mantine/core';
import { ACTIONS, MODULES, type ModuleType, type Permission } from '../../lib/access';
import { rolesPolicies } from '../../lib/i18n/en/roles-policies';
import { registerMessages, useI18n } from '../../lib/i18n/i18n';
import {
  clearAll,
  grants,
  heldActions,
  holdsEverything,
  moduleCoverage,
  overallCoverage,
  selectAll,
  toggleAction,
  toggleModule,
} from '../../lib/permission-picker';
import { useIsMobile } from '../hooks/use-is-mobile';

registerMessages(rolesPolicies);

interface PermissionPickerProps {
  value: Permission[];
  onChange(next: Permission[]): void;
  /** Said under the grid (e.g. 'Grant at least one action'). */
  error?: string;
  disabled?: boolean;
  /**
   * What the signed-in user holds: only this can be granted, the rest is shown disabled
   * (delegation, "Grant only what you hold"). Absent: everything.
   */
  held?: readonly Permission[];
}

/**
 * The permission picker (spec 001 §5, 000 §6): modules × View/Create/Edit/Delete, a toggle per
 * module (checked when it has every action, mixed when some), Select All and Clear All; the
 * rules are lib/permission-picker.ts. Native checkboxes, so Tab and Space work; on a phone each
 * module is a block with its actions under it instead of a wide grid. Modules and actions the
 * user does not hold (`held`) stay in view, disabled, so they see what exists.
 */
export function PermissionPicker({
  value,
  onChange,
  error,
  disabled,
  held,
}: PermissionPickerProps) {
  const { t } = useI18n();
  const isMobile = useIsMobile();
  const overall = overallCoverage(value, held);
  const granted = MODULES.filter((moduleType) => moduleCoverage(value, moduleType) !== 'none');
  const moduleName = (moduleType: ModuleType) => t(`access.module.${moduleType}`);
  const holds = (moduleType: ModuleType, action?: (typeof ACTIONS)[number]) =>
    !held || (action ? grants(held, moduleType, action) : heldActions(held, moduleType).length > 0);

  const moduleToggle = (moduleType: ModuleType, label?: string) => {
    const coverage = moduleCoverage(value, moduleType, held);
    return (
      <Checkbox
        label={label}
        aria-label={
          label ? undefined : t('picker.moduleToggle', { module: moduleName(moduleType) })
        }
        checked={coverage === 'all'}
        indeterminate={coverage === 'some'}
        disabled={disabled || !holds(moduleType)}
        onChange={() => onChange(toggleModule(value, moduleType, held))}
        data-testid={`picker-module-${moduleType}`}
      />
    );
  };

  const actionBox = (moduleType: ModuleType, action: (typeof ACTIONS)[number], shown: boolean) => (
    <Checkbox
      label={shown ? t(`access.action.${action}`) : undefined}
      aria-label={
        shown
          ? undefined
          : t('picker.actionToggle', {
              action: t(`access.action.${action}`),
              module: moduleName(moduleType),
            })
      }
      checked={grants(value, moduleType, action)}
      disabled={disabled || !holds(moduleType, action)}
      onChange={() => onChange(toggleAction(value, moduleType, action))}
      data-testid={`picker-${moduleType}-${action}`}
    />
  );

  return (
    <fieldset className="permission-picker" style={{ border: 0, padding: 0, margin: 0 }}>
      {/* The legend comes first in the fieldset: it names the group for screen readers. */}
      <legend style={{ fontWeight: 500, fontSize: 'var(--mantine-font-size-sm)', padding: 0 }}>
        {t('picker.legend')}
      </legend>
      <Group justify="flex-end" align="center" mb="xs" wrap="wrap" gap="xs">
        <Group gap="xs">
          <Text size="xs" c="dimmed" aria-live="polite">
            {t('picker.summary', { count: granted.length })}
          </Text>
          <Button
            size="compact-sm"
            variant="light"
            disabled={disabled || overall === 'all'}
            onClick={() => onChange(selectAll(held))}
          >
            {t('picker.selectAll')}
          </Button>
          <Button
            size="compact-sm"
            variant="default"
            disabled={disabled || overall === 'none'}
            onClick={() => onChange(clearAll())}
          >
            {t('picker.clearAll')}
          </Button>
        </Group>
      </Group>
      {held && !holdsEverything(held) && (
        <Text size="xs" c="dimmed" mb="xs">
          {t('picker.heldOnly')}
        </Text>
      )}
      {isMobile ? (
        <Stack gap="sm">
          {MODULES.map((moduleType) => (
            <div key={moduleType} role="group" aria-label={moduleName(moduleType)}>
              {moduleToggle(moduleType, moduleName(moduleType))}
              <Group gap={10} pl="md" mt={6}>
                {ACTIONS.map((action) => (
                  <span key={action}>{actionBox(moduleType, action, true)}</span>
                ))}
              </Group>
            </div>
          ))}
        </Stack>
      ) : (
        <Table verticalSpacing={4} striped highlightOnHover>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('picker.module')}</Table.Th>
              <Table.Th>{t('picker.all')}</Table.Th>
              {ACTIONS.map((action) => (
                <Table.Th key={action}>{t(`access.action.${action}`)}</Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {MODULES.map((moduleType) => (
              <Table.Tr key={moduleType}>
                <Table.Th scope="row" fw={500}>
                  {moduleName(moduleType)}
                </Table.Th>
                <Table.Td>{moduleToggle(moduleType)}</Table.Td>
                {ACTIONS.map((action) => (
                  <Table.Td key={action}>{actionBox(moduleType, action, false)}</Table.Td>
                ))}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
      {error && (
        <Text size="sm" c="red" mt="xs" role="alert">
          {error}
        </Text>
      )}
    </fieldset>
  );
}
