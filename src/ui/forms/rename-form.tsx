import { Flex, Stack } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { ConnectedButton } from './connected-button';
import { LimitedTextInput } from './limited-text-input';
import { SaveRefusal, type Save } from './save-form';

/** What a rename form says: its name for a screen reader, the field's, the button's. */
export interface RenameTexts {
  form: string;
  label: string;
  /** Under the field: what else the name is. */
  description?: string;
  /** The field's problem when left empty. */
  required: string;
  submit: string;
  /** Above the provider's refusal; the forms' default otherwise. */
  failed?: string;
}

/**
 * One name, renamed in place (a camera's, a stream's): the name trimmed, an empty one said
 * before anything is sent, Rename idle while nothing changed. A refusal (a name the kitchen
 * has) shows the provider's message above the field and keeps what was typed, until it changes.
 */
export function RenameForm({
  name,
  maxLength,
  save,
  texts,
  onRename,
}: {
  /** The name as saved. */
  name: string;
  maxLength: number;
  save: Save;
  texts: RenameTexts;
  onRename(name: string): void;
}) {
  const [typed, setTyped] = useState(name);
  const [problem, setProblem] = useState<string | null>(null);
  const unchanged = typed.trim() === name;

  function change(value: string) {
    setTyped(value);
    setProblem(null);
    if (save.isError) save.reset();
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    if (typed.trim() === '') return setProblem(texts.required);
    if (!unchanged) onRename(typed.trim());
  }

  return (
    <form onSubmit={submit} noValidate aria-label={texts.form}>
      <Stack gap="xs">
        <SaveRefusal save={save} title={texts.failed} />
        <Flex
          gap="sm"
          align={{ base: 'stretch', xs: 'flex-end' }}
          direction={{ base: 'column', xs: 'row' }}
          maw={560}
        >
          <LimitedTextInput
            label={texts.label}
            description={texts.description}
            value={typed}
            onChange={change}
            maxLength={maxLength}
            required
            error={problem}
            style={{ flex: 1 }}
          />
          <ConnectedButton type="submit" loading={save.isPending} disabled={unchanged}>
            {texts.submit}
          </ConnectedButton>
        </Flex>
      </Stack>
    </form>
  );
}
