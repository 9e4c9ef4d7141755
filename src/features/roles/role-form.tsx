import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Checkbox.css';
import { Checkbox, Loader, Stack, Text } from '@mantine/core';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { rolesMutations, rolesQueries } from '../../api/roles/roles.queries';
import type { Role } from '../../api/roles/roles.schema';
import { holdsAll } from '../../lib/delegation';
import { useI18n } from '../../lib/i18n/i18n';
import { ErrorState } from '../../ui/feedback/error-state';
import { errorText } from '../../ui/feedback/error-text';
import { notify } from '../../ui/feedback/notify';
import { AccessFormModal, nameProblem } from './access-form-modal';
import type { Me } from './edit-lock';
import { permissionLines, PermissionSummary } from './permission-summary';

/**
 * A role's form: its name and the policies it is made of (GET /roles/constituents), with what
 * they grant merged per module shown as they are chosen. A policy granting what `me` does not
 * hold cannot be chosen (delegation, "Grant only what you hold"). `editing` null creates one. A
 * refusal (a 409 name taken, a 403 when `me`'s access changed meanwhile) is said above the
 * fields, which keep what was chosen.
 */
export function RoleForm({
  me,
  editing,
  onClose,
}: {
  me: Me;
  editing: Role | null;
  onClose(): void;
}) {
  const { t } = useI18n();
  const constituents = useQuery(rolesQueries.constituents());
  const create = useMutation(rolesMutations.createRole());
  const update = useMutation(rolesMutations.updateRole());
  const save = editing ? update : create;
  const [name, setName] = useState(editing?.name ?? '');
  const [chosen, setChosen] = useState<string[]>(
    editing?.constituents.map((policy) => policy.uuid) ?? [],
  );
  const [problems, setProblems] = useState<{ name?: string; constituents?: string }>({});
  const policies = constituents.data ?? [];
  const granted = policies
    .filter((policy) => chosen.includes(policy.uuid))
    .flatMap((policy) => policy.accesses);

  function submit() {
    const found = {
      name: nameProblem(name, t),
      constituents: chosen.length === 0 ? t('roles.needPolicy') : undefined,
    };
    setProblems(found);
    if (found.name || found.constituents) return;
    const body = { name: name.trim(), constituents: chosen };
    const done = () => {
      void notify({ color: 'green', message: t(editing ? 'roles.saved' : 'roles.created') });
      onClose();
    };
    if (editing) update.mutate({ id: editing.uuid, body }, { onSuccess: done });
    else create.mutate(body, { onSuccess: done });
  }

  return (
    <AccessFormModal
      opened
      title={editing ? t('roles.editTitle', { name: editing.name }) : t('roles.createTitle')}
      name={name}
      onNameChange={setName}
      nameError={problems.name}
      failure={save.error}
      pending={save.isPending}
      onSubmit={submit}
      onClose={onClose}
    >
      {constituents.isPending ? (
        <Loader size="sm" aria-label={t('policies.loading')} />
      ) : constituents.isError ? (
        <ErrorState
          title={t('roles.policiesLoadFailed')}
          message={errorText(constituents.error, t)}
          onRetry={() => void constituents.refetch()}
        />
      ) : (
        <Checkbox.Group
          label={t('roles.pickPolicies')}
          description={t('roles.pickPoliciesHint')}
          value={chosen}
          onChange={(next) => {
            setChosen(next);
            if (next.length > 0)
              setProblems((previous) => ({ ...previous, constituents: undefined }));
          }}
          error={problems.constituents}
          required
        >
          <Stack gap="xs" mt="xs">
            {policies.map((policy) => {
              const beyond = !holdsAll(me, policy.accesses);
              const grants = permissionLines(policy.accesses, t).join(' · ');
              return (
                <Checkbox
                  key={policy.uuid}
                  value={policy.uuid}
                  label={policy.name}
                  disabled={save.isPending || (beyond && !chosen.includes(policy.uuid))}
                  description={beyond ? `${t('roles.policyBeyond')}: ${grants}` : grants}
                />
              );
            })}
          </Stack>
        </Checkbox.Group>
      )}
      <div data-testid="role-grants">
        <Text size="sm" fw={500} mb={4}>
          {t('accessForm.preview')}
        </Text>
        <PermissionSummary accesses={granted} />
      </div>
    </AccessFormModal>
  );
}
