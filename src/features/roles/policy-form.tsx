import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { rolesMutations } from '../../api/roles/roles.queries';
import type { Policy } from '../../api/roles/roles.schema';
import type { Permission } from '../../lib/access';
import { useI18n } from '../../lib/i18n/i18n';
import { heldPermissions, normalizePermissions } from '../../lib/permission-picker';
import { notify } from '../../ui/feedback/notify';
import { PermissionPicker } from '../../ui/forms/permission-picker';
import { AccessFormModal, nameProblem } from './access-form-modal';
import type { Me } from './edit-lock';

/**
 * A policy's form: its name and the permission picker (spec 001 §5). At least one action must
 * be granted, and only those `me` holds can be (delegation, "Grant only what you hold"); the
 * others are shown disabled. `editing` null creates one. A refusal (a 409 name taken, a 403 when
 * `me`'s access changed meanwhile) is said above the fields, which keep what was typed.
 */
export function PolicyForm({
  me,
  editing,
  onClose,
}: {
  me: Me;
  editing: Policy | null;
  onClose(): void;
}) {
  const { t } = useI18n();
  const held = heldPermissions(me);
  const create = useMutation(rolesMutations.createPolicy());
  const update = useMutation(rolesMutations.updatePolicy());
  const save = editing ? update : create;
  const [name, setName] = useState(editing?.name ?? '');
  const [accesses, setAccesses] = useState<Permission[]>(
    normalizePermissions(editing?.accesses ?? []),
  );
  const [problems, setProblems] = useState<{ name?: string; accesses?: string }>({});

  function submit() {
    const found = {
      name: nameProblem(name, t),
      accesses: accesses.length === 0 ? t('policies.needAction') : undefined,
    };
    setProblems(found);
    if (found.name || found.accesses) return;
    const body = { name: name.trim(), accesses };
    const done = () => {
      void notify({
        color: 'green',
        message: t(editing ? 'policies.saved' : 'policies.created'),
      });
      onClose();
    };
    if (editing) update.mutate({ id: editing.uuid, body }, { onSuccess: done });
    else create.mutate(body, { onSuccess: done });
  }

  return (
    <AccessFormModal
      opened
      title={editing ? t('policies.editTitle', { name: editing.name }) : t('policies.createTitle')}
      name={name}
      onNameChange={setName}
      nameError={problems.name}
      failure={save.error}
      pending={save.isPending}
      onSubmit={submit}
      onClose={onClose}
    >
      <PermissionPicker
        value={accesses}
        onChange={(next) => {
          setAccesses(next);
          if (next.length > 0) setProblems((previous) => ({ ...previous, accesses: undefined }));
        }}
        error={problems.accesses}
        disabled={save.isPending}
        held={held}
      />
    </AccessFormModal>
  );
}
