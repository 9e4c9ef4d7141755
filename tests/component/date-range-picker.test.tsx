import { MantineProvider } from '@mantine/core';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { setLocale } from '../../src/lib/i18n/i18n';
import {
  DateRangePicker,
  type DateRangePickerProps,
  type DateRangeValue,
} from '../../src/ui/date-range/date-range-picker';
import { Notices } from '../../src/ui/feedback/notify';
// Loaded on demand by the first notice in the app; loaded up front here to keep tests fast.
import '../../src/ui/feedback/notifications-host';
import { MOBILE_QUERY, theme } from '../../src/ui/theme/theme';

/** Mantine's popovers have no layout in jsdom: skip user-event's per-click style walk. */
const FAST = { pointerEventsCheck: 0 } as const;
const at = (iso: string) => Date.parse(iso);
const HOUR = 3_600_000;
/** Friday 15 May 2026, noon UTC. */
const NOW = at('2026-05-15T12:00:00Z');

function renderUi(ui: ReactElement) {
  return render(
    <MantineProvider theme={theme} env="test">
      {ui}
      <Notices />
    </MantineProvider>,
  );
}

function renderPicker(props: Partial<DateRangePickerProps> = {}) {
  const onChange = vi.fn<(next: DateRangeValue) => void>();
  const view = renderUi(
    <DateRangePicker value={{}} onChange={onChange} timeZone="UTC" now={NOW} {...props} />,
  );
  return { ...view, onChange };
}

/** Mantine positions dropdowns with layout jsdom lacks, so they count as hidden. */
const inDropdown = { hidden: true } as const;

/*
 * With the calendar open the popover holds ~70 buttons, and jsdom needs ~1 s per
 * `getByRole(…, { name })` there: inside it, days are found by their aria-label and buttons by
 * their text (the same accessible names).
 */
const day = (container: HTMLElement, name: string) =>
  within(container).getByLabelText(name) as HTMLButtonElement;
const buttonText = (container: HTMLElement, text: string) =>
  within(container).getByText(text).closest('button') as HTMLButtonElement;

async function openPicker(user: ReturnType<typeof userEvent.setup>, name: RegExp | string) {
  await user.click(screen.getByRole('button', { name }));
  return screen.findByRole('dialog', inDropdown);
}

describe('date-range picker (spec 000 §2 "Shared widgets")', () => {
  it("spec 000 §4: with nothing chosen the trigger reads 'Select dates'", () => {
    renderPicker();
    expect(screen.getByRole('button', { name: 'Date range: Select dates' })).toHaveTextContent(
      'Select dates',
    );
  });

  it('spec 000 §9: choosing a preset calls onChange with its code and no dates, and closes', async () => {
    const user = userEvent.setup(FAST);
    const { onChange } = renderPicker();
    const dialog = await openPicker(user, /Date range/);
    await user.click(within(dialog).getByRole('button', { name: 'Last 1 hour', ...inDropdown }));
    expect(onChange).toHaveBeenCalledExactlyOnceWith({ timeInterval: '1h' });
    await waitFor(() => expect(screen.queryByRole('dialog', inDropdown)).toBeNull());
  });

  it('spec 000 §9: offers every preset, the chosen one pressed and named on the trigger', async () => {
    const user = userEvent.setup(FAST);
    renderPicker({ value: { timeInterval: '7d' } });
    const dialog = await openPicker(user, 'Date range: Last 7 days');
    const presets = within(dialog).getByRole('group', { name: 'Quick ranges', ...inDropdown });
    expect(
      within(presets)
        .getAllByRole('button', inDropdown)
        .map((b) => b.textContent),
    ).toEqual([
      'Last 15 minutes',
      'Last 1 hour',
      'Last 4 hours',
      'Last 1 day',
      'Last 2 days',
      'Last 3 days',
      'Last 7 days',
      'Last 15 days',
      'Last 1 month',
      'Last 6 months',
      'Last 1 year',
    ]);
    expect(
      within(presets).getByRole('button', { name: 'Last 7 days', ...inDropdown }),
    ).toHaveAttribute('aria-pressed', 'true');
  });

  it('spec 000 §2: Clear calls onChange with no date fields', async () => {
    const user = userEvent.setup(FAST);
    const { onChange } = renderPicker({ value: { timeInterval: '1h' } });
    const dialog = await openPicker(user, 'Date range: Last 1 hour');
    await user.click(within(dialog).getByRole('button', { name: 'Clear', ...inDropdown }));
    expect(onChange).toHaveBeenCalledExactlyOnceWith({});
  });

  it("shows explicit dates as 'DD MMM h:mm a – DD MMM h:mm a' in the restaurant's zone", () => {
    renderPicker({
      value: { startDate: at('2026-05-14T13:00:00Z'), endDate: at('2026-05-14T17:30:00Z') },
      timeZone: 'America/New_York',
    });
    expect(
      screen.getByRole('button', { name: 'Date range: 14 May 9:00 AM – 14 May 1:30 PM' }),
    ).toBeInTheDocument();
  });

  it('spec 000 §5: a custom range over the maximum span shows the Error notice and disables Apply', async () => {
    const user = userEvent.setup(FAST);
    const { onChange } = renderPicker({ maxSpanSeconds: 7 * 86_400 });
    const dialog = await openPicker(user, /Date range/);
    await user.click(buttonText(dialog, 'Custom'));
    await user.click(day(dialog, 'Friday, May 1st, 2026'));
    await user.click(day(dialog, 'Sunday, May 10th, 2026'));

    const notice = await screen.findByRole('alert');
    expect(notice).toHaveTextContent('Error');
    expect(notice).toHaveTextContent('Date range must be less than 7 days');
    const apply = buttonText(dialog, 'Apply');
    expect(apply).toBeDisabled();
    expect(apply).toHaveAccessibleDescription('Date range must be less than 7 days');
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    expect(onChange).not.toHaveBeenCalled();
  });

  it('spec 000 §4/§5: a custom range applies as explicit dates; a newly picked end day runs to 23:59', async () => {
    const user = userEvent.setup(FAST);
    const { onChange } = renderPicker({ maxSpanSeconds: 7 * 86_400 });
    const dialog = await openPicker(user, /Date range/);
    await user.click(buttonText(dialog, 'Custom'));
    await user.click(day(dialog, 'Monday, May 11th, 2026'));
    await user.click(day(dialog, 'Tuesday, May 12th, 2026'));
    const apply = buttonText(dialog, 'Apply');
    expect(apply).toBeEnabled();
    await user.click(apply);
    expect(onChange).toHaveBeenCalledExactlyOnceWith({
      startDate: at('2026-05-11T00:00:00Z'),
      endDate: at('2026-05-12T23:59:00Z'),
    });
  });

  it('spec 000 §5: future days are disabled unless the future is allowed', async () => {
    const user = userEvent.setup(FAST);
    const { unmount } = renderPicker();
    let dialog = await openPicker(user, /Date range/);
    await user.click(buttonText(dialog, 'Custom'));
    expect(day(dialog, 'Friday, May 15th, 2026')).toBeEnabled();
    expect(day(dialog, 'Saturday, May 16th, 2026')).toBeDisabled();
    unmount();

    renderPicker({ allowFuture: true, value: { timeInterval: '1h' } });
    dialog = await openPicker(user, /Date range/);
    await user.click(buttonText(dialog, 'Custom'));
    expect(day(dialog, 'Saturday, May 16th, 2026')).toBeEnabled();
  });

  it('spec 000 §5/§9: the earliest day is 2019-01-01; the custom range opens on the chosen dates', async () => {
    const user = userEvent.setup(FAST);
    const start = at('2019-01-01T06:00:00Z');
    renderPicker({ value: { startDate: start, endDate: start + HOUR } });
    const dialog = await openPicker(user, 'Date range: 01 Jan 6:00 AM – 01 Jan 7:00 AM');
    expect(day(dialog, 'Tuesday, January 1st, 2019')).toBeEnabled();
    expect(day(dialog, 'Monday, December 31st, 2018')).toBeDisabled();
    expect(within(dialog).getByLabelText('Previous month')).toBeDisabled();
  });

  it("offers breakfast, lunch and dinner of today and last week in the restaurant's zone", async () => {
    const user = userEvent.setup(FAST);
    const now = at('2026-05-15T12:00:00-04:00');
    const { onChange } = renderPicker({ timeZone: 'America/New_York', now });
    const dialog = await openPicker(user, /Date range/);
    const dayparts = within(dialog).getByRole('group', { name: 'Dayparts', ...inDropdown });
    expect(
      within(dayparts).getByRole('button', { name: 'Dinner today', ...inDropdown }),
    ).toBeDisabled();
    await user.click(within(dayparts).getByRole('button', { name: 'Lunch today', ...inDropdown }));
    expect(onChange).toHaveBeenCalledExactlyOnceWith({
      startDate: at('2026-05-15T10:30:00-04:00'),
      endDate: now,
    });
  });

  it('shortcut keys shift the range back and forward and zoom out; a preset becomes dates', async () => {
    const user = userEvent.setup(FAST);
    const { onChange, rerender } = renderPicker({ value: { timeInterval: '1h' } });
    await user.keyboard('{Alt>}{ArrowLeft}{/Alt}');
    expect(onChange).toHaveBeenLastCalledWith({ startDate: NOW - 2 * HOUR, endDate: NOW - HOUR });

    // Forward at now changes nothing (spec 000 §5: no future).
    onChange.mockClear();
    await user.keyboard('{Alt>}{ArrowRight}{/Alt}');
    expect(onChange).not.toHaveBeenCalled();

    const earlier = { startDate: NOW - 3 * HOUR, endDate: NOW - 2 * HOUR };
    rerender(
      <MantineProvider theme={theme} env="test">
        <DateRangePicker value={earlier} onChange={onChange} timeZone="UTC" now={NOW} />
      </MantineProvider>,
    );
    await user.keyboard('{Alt>}{ArrowRight}{/Alt}');
    expect(onChange).toHaveBeenLastCalledWith({ startDate: NOW - 2 * HOUR, endDate: NOW - HOUR });
    await user.keyboard('-');
    expect(onChange).toHaveBeenLastCalledWith({
      startDate: NOW - 3.5 * HOUR,
      endDate: NOW - 1.5 * HOUR,
    });
  });

  it('speaks the crew language: Spanish presets, calendar and labels', async () => {
    await setLocale('es', false);
    onTestFinished(() => setLocale('en', false));
    const user = userEvent.setup(FAST);
    renderPicker({ value: { timeInterval: '1h' } });
    const dialog = await openPicker(user, 'Rango de fechas: Última hora');
    await user.click(buttonText(dialog, 'Personalizado'));
    expect(within(dialog).getByText('mayo 2026')).toBeInTheDocument();
    expect(day(dialog, 'viernes, 15 de mayo de 2026')).toBeEnabled();
    expect(buttonText(dialog, 'Aplicar')).toBeEnabled();
  });

  it('shows the shortcut keys as a hint in the popover', async () => {
    const user = userEvent.setup(FAST);
    renderPicker({ value: { timeInterval: '1h' } });
    const dialog = await openPicker(user, /Date range/);
    expect(dialog).toHaveTextContent('Keyboard shortcuts');
    expect(dialog).toHaveTextContent('Alt + ←Earlier range');
  });
});

describe('date-range picker on a phone (spec 000 §1: under 575 px)', () => {
  function stubMobile() {
    const real = window.matchMedia;
    vi.spyOn(window, 'matchMedia').mockImplementation((query: string) => ({
      ...real(query),
      matches: query === MOBILE_QUERY,
    }));
  }

  it('spec 000 §2: opens a dialog with presets, From and To date and time in 15-minute steps, Clear and Apply', async () => {
    stubMobile();
    const user = userEvent.setup(FAST);
    const { onChange } = renderPicker({ value: { timeInterval: '1h' } });
    await user.click(screen.getByRole('button', { name: 'Date range: Last 1 hour' }));
    const dialog = await screen.findByRole('dialog', { name: 'Date range' });
    expect(within(dialog).getByRole('button', { name: 'Last 4 hours' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'From' })).toHaveTextContent('05/15/2026');
    expect(within(dialog).getByRole('button', { name: 'To' })).toHaveTextContent('05/15/2026');
    const fromTime = within(dialog).getByLabelText('From time') as HTMLSelectElement;
    const toTime = within(dialog).getByLabelText('To time') as HTMLSelectElement;
    expect(fromTime.selectedOptions[0]).toHaveTextContent('11:00 AM');
    expect(toTime.selectedOptions[0]).toHaveTextContent('12:00 PM');

    const options = within(fromTime).getAllByRole('option') as HTMLOptionElement[];
    expect(options).toHaveLength(96);
    expect(options.slice(0, 3).map((option) => option.textContent)).toEqual([
      '12:00 AM',
      '12:15 AM',
      '12:30 AM',
    ]);
    expect(options.at(-1)).toHaveTextContent('11:45 PM');
    // Today the times after now (12:00 PM) cannot be chosen.
    const option = (name: string) => within(fromTime).getByRole('option', { name });
    expect(option('12:00 PM')).toBeEnabled();
    expect(option('12:15 PM')).toBeDisabled();
    await user.selectOptions(fromTime, '09:45 AM');
    await user.click(buttonText(dialog, 'Apply'));
    expect(onChange).toHaveBeenCalledExactlyOnceWith({
      startDate: at('2026-05-15T09:45:00Z'),
      endDate: NOW,
    });
  });

  it('spec 000 §2: Clear in the phone dialog calls onChange with no date fields', async () => {
    stubMobile();
    const user = userEvent.setup(FAST);
    const { onChange } = renderPicker({ value: { timeInterval: '1h' } });
    await user.click(screen.getByRole('button', { name: 'Date range: Last 1 hour' }));
    const dialog = await screen.findByRole('dialog', { name: 'Date range' });
    await user.click(within(dialog).getByRole('button', { name: 'Clear' }));
    expect(onChange).toHaveBeenCalledExactlyOnceWith({});
  });
});
