import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Permission } from '../../src/lib/access';
import { PermissionPicker } from '../../src/ui/forms/permission-picker';
import { theme } from '../../src/ui/theme/theme';
import { onPhone } from '../helpers/viewport';

/** Each list the picker hands back, newest last. */
const changes = vi.fn<(next: Permission[]) => void>();
const latest = () => changes.mock.lastCall?.[0];

function Picker({ start = [] }: { start?: Permission[] }) {
  const [value, setValue] = useState<Permission[]>(start);
  return (
    <PermissionPicker
      value={value}
      onChange={(next) => {
        changes(next);
        setValue(next);
      }}
    />
  );
}

function renderPicker(start?: Permission[]) {
  render(
    <MantineProvider theme={theme} env="test">
      <Picker start={start} />
    </MantineProvider>,
  );
}

beforeEach(() => changes.mockClear());

describe('the permission picker (spec 001 §5 "Permissions"; keyboard, phone)', () => {
  it('works from the keyboard: Tab reaches a module toggle, Space grants all its actions', async () => {
    const user = userEvent.setup();
    renderPicker();
    const toggle = screen.getByRole('checkbox', { name: 'All actions on Dashboard' });
    // Select All and Clear All come first; Clear All is off with nothing granted.
    await user.tab();
    expect(screen.getByRole('button', { name: 'Select All' })).toHaveFocus();
    await user.tab();
    expect(toggle).toHaveFocus();
    await user.keyboard(' ');
    expect(latest()).toEqual([
      { moduleType: 'DASHBOARD', actionType: ['VIEW', 'CREATE', 'EDIT', 'DELETE'] },
    ]);
    await user.tab();
    expect(screen.getByRole('checkbox', { name: 'View Dashboard' })).toHaveFocus();
    await user.keyboard(' ');
    expect(latest()).toEqual([
      { moduleType: 'DASHBOARD', actionType: ['CREATE', 'EDIT', 'DELETE'] },
    ]);
    // Some of the module's actions: the toggle shows mixed, not checked.
    expect(toggle).not.toBeChecked();
    expect(toggle).toHaveAttribute('data-indeterminate', 'true');
  });

  it('Select All and Clear All are offered only when they would change something', async () => {
    const user = userEvent.setup();
    renderPicker([{ moduleType: 'EVENTS', actionType: ['VIEW'] }]);
    await user.click(screen.getByRole('button', { name: 'Select All' }));
    expect(latest()).toHaveLength(18);
    expect(screen.getByRole('button', { name: 'Select All' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Clear All' }));
    expect(latest()).toEqual([]);
    expect(screen.getByRole('button', { name: 'Clear All' })).toBeDisabled();
  });

  it('on a phone each module is a group of labelled boxes', async () => {
    onPhone();
    const user = userEvent.setup();
    renderPicker();
    const events = screen.getByRole('group', { name: 'Events' });
    await user.click(events.querySelector('input[type=checkbox]')!);
    expect(latest()).toEqual([
      { moduleType: 'EVENTS', actionType: ['VIEW', 'CREATE', 'EDIT', 'DELETE'] },
    ]);
    expect(screen.queryByRole('table')).toBeNull();
  });
});
