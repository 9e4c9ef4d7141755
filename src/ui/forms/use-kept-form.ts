import { useMutation, type UseMutationOptions } from '@tanstack/react-query';
import { useState } from 'react';
import { notify } from '../feedback/notify';
import { useCheckedSubmit, type Save } from './save-form';

/**
 * A create-or-edit form of one record: what is typed, its problems (shown once sending was
 * tried), and the two sends, POST for a new record and PUT for one edited. A refusal keeps
 * everything typed so the user fixes it rather than types it again; `SaveRefusal` shows it until
 * something changes. A save says so in a green note and ends the form (`onDone`), whose next
 * opening starts anew.
 */
export function useKeptForm<
  Draft extends object,
  Saved,
  Created,
  Updated,
  Problems extends object,
>({
  editing,
  create,
  update,
  initial,
  problems,
  savedMessage,
  onDone,
}: {
  /** The form edits a record, sent with `update`, rather than making one with `create`. */
  editing: boolean;
  create: UseMutationOptions<Saved, Error, Created>;
  update: UseMutationOptions<Saved, Error, Updated>;
  initial(): Draft;
  /** The draft's problems by field; left out by a form that checks as it sends. */
  problems?(draft: Draft): Problems;
  /** The green note's text; `created` tells a new record from an edited one. */
  savedMessage(saved: Saved, created: boolean): string;
  onDone(): void;
}) {
  const creating = useMutation(create);
  const updating = useMutation(update);
  const save: Save = editing ? updating : creating;
  const [draft, setDraft] = useState(initial);
  const { shown, trySubmit } = useCheckedSubmit(problems?.(draft) ?? ({} as Problems));

  function change(fields: Partial<Draft>) {
    setDraft((old) => ({ ...old, ...fields }));
    if (save.isError) save.reset();
  }

  const saved = (created: boolean) => (record: Saved) => {
    void notify({ color: 'green', message: savedMessage(record, created) });
    onDone();
  };

  return {
    draft,
    change,
    shown,
    trySubmit,
    save,
    create: (variables: Created) => creating.mutate(variables, { onSuccess: saved(true) }),
    update: (variables: Updated) => updating.mutate(variables, { onSuccess: saved(false) }),
  };
}
