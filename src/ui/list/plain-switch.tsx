import { Switch } from '@mantine/core';
import { useId, type ChangeEvent, type ReactNode } from 'react';

/**
 * The root class of Mantine's Switch (its sizes' variables): `Switch.classes.root` names the
 * inline input's, which replaces it when Mantine merges the two class maps.
 */
const SWITCH_ROOT_CLASS = 'm_5f93f3bb';

/**
 * A row's on/off switch (a tablet's remote access) drawn as Mantine's `Switch` (default size,
 * its label on the right) but as plain elements, as plain-row.tsx draws a row's other controls:
 * a native checkbox with the switch role, named by `aria-label`. A file of its own, so that a
 * list without a switch does not load Mantine's.
 */
export function PlainSwitch({
  checked,
  disabled,
  label,
  onChange,
  'aria-label': ariaLabel,
}: {
  checked: boolean;
  disabled?: boolean;
  label: ReactNode;
  onChange(event: ChangeEvent<HTMLInputElement>): void;
  'aria-label': string;
}) {
  const id = useId();
  const c = Switch.classes;
  return (
    <div
      className={`${SWITCH_ROOT_CLASS} mantine-Switch-root ${c.root}`}
      data-label-position="right"
      data-checked={checked || undefined}
      data-disabled={disabled || undefined}
    >
      <label className={`${c.body} mantine-Switch-body`} htmlFor={id}>
        <input
          id={id}
          type="checkbox"
          role="switch"
          className={`${c.input} mantine-Switch-input`}
          checked={checked}
          disabled={disabled}
          data-checked={checked || undefined}
          aria-label={ariaLabel}
          onChange={onChange}
        />
        <span
          className={`${c.track} mantine-Switch-track`}
          data-label-position="right"
          data-without-labels
          aria-hidden="true"
        >
          <span
            className={`${c.thumb} mantine-Switch-thumb`}
            data-reduce-motion
            data-with-thumb-indicator
          />
          <span className={`${c.trackLabel} mantine-Switch-trackLabel`} />
        </span>
        <div
          className={`${c.labelWrapper} mantine-Switch-labelWrapper`}
          data-disabled={disabled || undefined}
        >
          <span className={`${c.label} mantine-Switch-label`} data-disabled={disabled || undefined}>
            {label}
          </span>
        </div>
      </label>
    </div>
  );
}
