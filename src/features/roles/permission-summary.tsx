import { Text } from '@mantine/core';
import type { Permission } from '../../lib/access';
import { useI18n, type Translate } from '../../lib/i18n/i18n';
import { normalizePermissions } from '../../lib/permission-picker';

/**
 * The permission list view (spec 001 §6): module names with capitalised actions, merged per
 * module in the spec's order: 'Events: View', 'Users: View, Edit'.
 */
export function permissionLines(accesses: readonly Permission[], t: Translate): string[] {
  return normalizePermissions(accesses).map(
    ({ moduleType, actionType }) =>
      `${t(`access.module.${moduleType}`)}: ${actionType.map((a) => t(`access.action.${a}`)).join(', ')}`,
  );
}

/** `permissionLines`, one module a line; 'Nothing granted' when empty. */
export function PermissionSummary({ accesses }: { accesses: readonly Permission[] }) {
  const { t } = useI18n();
  const lines = permissionLines(accesses, t);
  if (lines.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        {t('accessForm.nothing')}
      </Text>
    );
  }
  return (
    <Text size="sm" component="div" data-testid="permission-summary">
      {lines.map((line) => (
        <div key={line}>{line}</div>
      ))}
    </Text>
  );
}
