import { Menu, MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState, type ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ConnectedButton } from '../../src/ui/forms/connected-button';
import { ConnectedMenuItem } from '../../src/ui/forms/connected-menu-item';
import { ConnectedSwitch } from '../../src/ui/forms/connected-switch';
import { RowActions } from '../../src/ui/list/kitchen-list';
import { RowDeleteButton } from '../../src/ui/list/row-delete-button';
import { theme } from '../../src/ui/theme/theme';
import { setOnline } from '../helpers/connection';

function renderThemed(node: ReactNode) {
  return render(
    <MantineProvider theme={theme} env="test">
      {node}
    </MantineProvider>,
  );
}

afterEach(() => {
  setOnline(true);
  vi.restoreAllMocks();
});

describe('decision "Actions that wait offline": a control that sends a change is disabled offline, saying "Needs a connection"', () => {
  it('a button reads "Needs a connection" in place of its label, disabled, and comes back online', async () => {
    const onClick = vi.fn();
    renderThemed(<ConnectedButton onClick={onClick}>Restart</ConnectedButton>);
    setOnline(false);
    const waiting = screen.getByRole('button', { name: 'Needs a connection' });
    expect(waiting).toBeDisabled();
    expect(waiting).toHaveAttribute('title', 'Needs a connection');
    expect(screen.queryByRole('button', { name: 'Restart' })).toBeNull();

    setOnline(true);
    const restart = screen.getByRole('button', { name: 'Restart' });
    expect(restart).toBeEnabled();
    await userEvent.setup().click(restart);
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('a menu item keeps its label, is disabled and says why under it; online it works again', async () => {
    const onClick = vi.fn();
    renderThemed(
      <Menu opened>
        <Menu.Target>
          <button type="button">Actions</button>
        </Menu.Target>
        <Menu.Dropdown>
          <ConnectedMenuItem onClick={onClick}>Block</ConnectedMenuItem>
          <Menu.Item>Sessions</Menu.Item>
        </Menu.Dropdown>
      </Menu>,
    );
    setOnline(false);
    const block = screen.getByRole('menuitem', { name: /^Block/ });
    expect(block).toBeDisabled();
    expect(block).toHaveAttribute('title', 'Needs a connection');
    expect(block).toHaveTextContent('BlockNeeds a connection');
    // Only the item that sends a change: the menu's others stay.
    expect(screen.getByRole('menuitem', { name: 'Sessions' })).toBeEnabled();

    setOnline(true);
    const again = screen.getByRole('menuitem', { name: 'Block' });
    expect(again).toBeEnabled();
    expect(again).not.toHaveAttribute('title');
    await userEvent.setup().click(again);
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('a switch is disabled with "Needs a connection" as its label, its state still shown; online it switches again', async () => {
    function RemoteAccess() {
      const [on, setOn] = useState(true);
      return (
        <ConnectedSwitch
          checked={on}
          label={on ? 'On' : 'Off'}
          aria-label="Remote access of Fryer 1"
          onChange={(event) => setOn(event.currentTarget.checked)}
        />
      );
    }
    renderThemed(<RemoteAccess />);
    setOnline(false);
    const remote = screen.getByRole('switch', { name: 'Remote access of Fryer 1' });
    expect(remote).toBeDisabled();
    expect(remote).toBeChecked();
    expect(screen.getByTitle('Needs a connection')).toHaveTextContent('Needs a connection');
    expect(screen.queryByText('On')).toBeNull();

    setOnline(true);
    expect(remote).toBeEnabled();
    expect(screen.queryByText('Needs a connection')).toBeNull();
    await userEvent.setup().click(remote);
    expect(remote).not.toBeChecked();
    expect(screen.getByText('Off')).toBeInTheDocument();
  });

  it("the lists' shared row controls (a record's Delete, a row's Edit and Delete) are disabled offline with the reason, and open their confirm online", async () => {
    const onDelete = vi.fn();
    const onEdit = vi.fn();
    renderThemed(
      <>
        <RowDeleteButton label="Delete" ariaLabel="Delete event 7" onDelete={onDelete} />
        <RowActions
          edit={{ label: 'Edit category Fryers', onClick: onEdit }}
          remove={{ label: 'Delete category Fryers', onClick: onDelete }}
        />
      </>,
    );
    setOnline(false);
    for (const name of ['Delete event 7', 'Edit category Fryers', 'Delete category Fryers']) {
      const control = screen.getByRole('button', { name });
      expect(control).toBeDisabled();
      expect(control).toHaveAttribute('title', 'Needs a connection');
    }

    setOnline(true);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Delete event 7' }));
    await user.click(screen.getByRole('button', { name: 'Edit category Fryers' }));
    expect(onDelete).toHaveBeenCalledTimes(1);
    expect(onEdit).toHaveBeenCalledTimes(1);
  });
});
