import { MultiSelectAll } from './multi-select-all';
import { TOOLBAR_FILTER_WIDTH } from '../feedback/pending';

export interface ToolbarOptionFilterProps {
  /** Names the filter for screen readers: 'Package types'. */
  label: string;
  /** Shown while nothing is chosen: 'All package types', or why there is nothing to choose. */
  placeholder: string;
  options: ReadonlyArray<{ value: string; label: string }> | readonly string[];
  value: string[];
  onChange(next: string[]): void;
  disabled?: boolean;
}

/**
 * A toolbar's multi-select of a page's own options (package types, vendors), with Select All
 * and a clear button, as wide as the toolbar's other filters. Nothing chosen means all, which
 * the placeholder says. Pages load it after their first paint (Mantine's combobox is large).
 */
export function ToolbarOptionFilter({
  label,
  placeholder,
  options,
  ...props
}: ToolbarOptionFilterProps) {
  return (
    <MultiSelectAll
      aria-label={label}
      placeholder={props.value.length === 0 ? placeholder : undefined}
      data={[...options]}
      clearable
      w={TOOLBAR_FILTER_WIDTH}
      maw={420}
      {...props}
    />
  );
}
