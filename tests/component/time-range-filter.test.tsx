import { MantineProvider } from '@mantine/core';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { TimeRange } from '../../src/lib/time-range';
import { TimeRangeFilter, type TimeRangeFilterProps } from '../../src/ui/forms/time-range-filter';
import { theme } from '../../src/ui/theme/theme';

const at = (iso: string) => Date.parse(iso);
const NY = 'America/New_York';

function renderFilter(props: Partial<TimeRangeFilterProps> = {}) {
  const onApply = vi.fn<(range: TimeRange) => void>();
  const view = render(
    <MantineProvider theme={theme} env="test">
      <TimeRangeFilter onApply={onApply} timeZone={NY} {...props} />
    </MantineProvider>,
  );
  const start = screen.getByLabelText('Start') as HTMLSelectElement;
  const end = screen.getByLabelText('End') as HTMLSelectElement;
  const apply = screen.getByRole('button', { name: 'Apply' });
  return { ...view, onApply, start, end, apply };
}

const shown = (select: HTMLSelectElement) => select.selectedOptions[0]?.textContent;

describe('time-range filter (spec 000 §5 "Time range filter")', () => {
  it('spec 000 §5: starts at 13:00 to 15:00 and shows the duration', async () => {
    const user = userEvent.setup();
    const { start, end, apply, onApply } = renderFilter();
    expect(shown(start)).toBe('01:00 PM');
    expect(shown(end)).toBe('03:00 PM');
    expect(screen.getByText('Duration: 2 hours')).toBeInTheDocument();
    await user.click(apply);
    expect(onApply).toHaveBeenCalledExactlyOnceWith({ start: '13:00', end: '15:00' });
  });

  it('spec 000 §5/§9: offers times in 15-minute steps as 12-hour hh:mm am/pm', () => {
    const { start, end } = renderFilter();
    const labels = within(start)
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(labels).toHaveLength(96);
    expect(labels.slice(0, 3)).toEqual(['12:00 AM', '12:15 AM', '12:30 AM']);
    expect(labels.at(-1)).toBe('11:45 PM');
    // The end list also reaches the last minute of the day.
    expect(within(end).getAllByRole('option').at(-1)).toHaveTextContent('11:59 PM');
  });

  it('spec 000 §5: the duration follows the choice', async () => {
    const user = userEvent.setup();
    const { end } = renderFilter();
    await user.selectOptions(end, '02:15 PM');
    expect(screen.getByText('Duration: 1 hour 15 minutes')).toBeInTheDocument();
  });

  it('spec 000 §5: with the end before the start, Apply is disabled with the reason and does nothing', async () => {
    const user = userEvent.setup();
    const { end, apply, onApply } = renderFilter();
    await user.selectOptions(end, '12:00 PM');
    expect(apply).toBeDisabled();
    expect(apply).toHaveAccessibleDescription('The end must not be before the start');
    await user.click(apply);
    expect(onApply).not.toHaveBeenCalled();
  });

  it("spec 000 §5: 'Whole day' sets 00:00 to 23:59", async () => {
    const user = userEvent.setup();
    const { start, end, apply, onApply } = renderFilter({
      value: { start: '09:00', end: '10:00' },
    });
    expect(shown(start)).toBe('09:00 AM');
    await user.click(screen.getByRole('button', { name: 'Whole day' }));
    expect(shown(start)).toBe('12:00 AM');
    expect(shown(end)).toBe('11:59 PM');
    expect(screen.getByText('Duration: 23 hours 59 minutes')).toBeInTheDocument();
    await user.click(apply);
    expect(onApply).toHaveBeenCalledExactlyOnceWith({ start: '00:00', end: '23:59' });
  });

  it("spec 000 §5: when the day is today the maximum time is now (in the restaurant's zone)", async () => {
    const user = userEvent.setup();
    const now = at('2026-05-15T10:07:00-04:00');
    const { start, end, apply, onApply } = renderFilter({ day: now, now });
    // The defaults (13:00-15:00) are after now: Apply says why it is disabled.
    expect(apply).toBeDisabled();
    expect(apply).toHaveAccessibleDescription('Times after 10:07 AM (now) are not available today');
    const option = (select: HTMLSelectElement, name: string) =>
      within(select).getByRole('option', { name });
    expect(option(start, '10:00 AM')).toBeEnabled();
    expect(option(start, '10:15 AM')).toBeDisabled();
    expect(option(end, '10:07 AM')).toBeEnabled();

    await user.click(screen.getByRole('button', { name: 'Whole day' }));
    expect(shown(end)).toBe('10:07 AM');
    await user.click(apply);
    expect(onApply).toHaveBeenCalledExactlyOnceWith({ start: '00:00', end: '10:07' });
  });

  it('spec 000 §5: another day has no maximum', () => {
    const now = at('2026-05-15T10:07:00-04:00');
    const { end, apply } = renderFilter({ day: at('2026-05-14T12:00:00-04:00'), now });
    expect(apply).toBeEnabled();
    expect(within(end).getByRole('option', { name: '11:59 PM' })).toBeEnabled();
  });
});
