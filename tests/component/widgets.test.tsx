import { MantineProvider } from '@mantine/core';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState, type ReactElement } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setLocale } from '../../src/lib/i18n/i18n';
import { MOBILE_QUERY, theme } from '../../src/ui/theme/theme';
import { DigitalClock } from '../../src/ui/analytics/digital-clock';
import {
  EmptyState,
  NoActivity,
  NoCameras,
  NoInformation,
  NoRecords,
  NoSuitableCameras,
} from '../../src/ui/feedback/empty-state';
import { SEARCH_MAX_LENGTH } from '../../src/lib/search-input';
import { LimitedTextInput } from '../../src/ui/forms/limited-text-input';
import { MultiSelectAll } from '../../src/ui/forms/multi-select-all';
import { NumberInput } from '../../src/ui/forms/number-input';
import { PaginationBar, type PaginationBarProps } from '../../src/ui/list/pagination-bar';
import { PasswordInput } from '../../src/ui/forms/password-input';
import { RelativeTime } from '../../src/ui/analytics/relative-time';
import { TimeInput12h } from '../../src/ui/forms/time-input-12h';
import { useWeightUnit, WEIGHT_UNIT_KEY } from '../../src/ui/analytics/use-weight-unit';
import { WeightUnitSwitch } from '../../src/ui/forms/weight-unit-switch';

function renderUi(ui: ReactElement) {
  return render(
    <MantineProvider theme={theme} env="test">
      {ui}
    </MantineProvider>,
  );
}

const at = (hours: number, minutes = 0) => hours * 60 + minutes;

describe('12-hour time input', () => {
  it('spec 000 §5: defaults to 12:00 am; invalid input is marked and reverts on blur', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderUi(<TimeInput12h label="Start" onChange={onChange} />);
    const input = screen.getByRole('combobox', { name: 'Start' });
    expect(input).toHaveValue('12:00 am');

    await user.clear(input);
    await user.type(input, '13:00 pm');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('Enter a time as hh:mm am or pm')).toBeInTheDocument();

    await user.tab();
    expect(input).toHaveValue('12:00 am');
    expect(input).not.toHaveAttribute('aria-invalid', 'true');
    expect(onChange).not.toHaveBeenCalled();
  });

  it('spec 000 §5: a valid time is taken and written back as hh:mm am|pm on blur', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderUi(<TimeInput12h label="Start" onChange={onChange} />);
    const input = screen.getByRole('combobox', { name: 'Start' });
    await user.clear(input);
    await user.type(input, '1:30 PM');
    expect(onChange).toHaveBeenLastCalledWith(at(13, 30));
    await user.tab();
    expect(input).toHaveValue('01:30 pm');
  });

  it('spec 000 §5: keeps the value at or after a minimum and at or before a maximum', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderUi(
      <TimeInput12h
        label="Shift"
        defaultValue={at(9)}
        min={at(8)}
        max={at(17)}
        onChange={onChange}
      />,
    );
    const input = screen.getByRole('combobox', { name: 'Shift' });
    await user.clear(input);
    await user.type(input, '07:45 am');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('Must be 08:00 am or later')).toBeInTheDocument();

    await user.clear(input);
    await user.type(input, '05:15 pm');
    expect(screen.getByText('Must be 05:00 pm or earlier')).toBeInTheDocument();

    await user.clear(input);
    await user.type(input, '05:00 pm');
    expect(input).not.toHaveAttribute('aria-invalid', 'true');
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(onChange).toHaveBeenLastCalledWith(at(17));
  });

  it('spec 000 §5: must be later than a set start; options show elapsed minutes', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderUi(
      <TimeInput12h
        label="End"
        defaultValue={at(15)}
        after={at(13)}
        interval={60}
        showElapsed
        onChange={onChange}
      />,
    );
    const input = screen.getByRole('combobox', { name: 'End' });
    await user.clear(input);
    await user.type(input, '01:00 pm');
    expect(screen.getByText('Must be later than 01:00 pm')).toBeInTheDocument();
    await user.tab();
    expect(input).toHaveValue('03:00 pm');

    await user.click(input);
    const options = screen.getAllByRole('option');
    expect(options[0]).toHaveTextContent('02:00 pm (60 min)');
    expect(options.map((option) => option.textContent)).not.toContain('01:00 pm (0 min)');
    await user.click(screen.getByRole('option', { name: '04:00 pm (180 min)' }));
    expect(onChange).toHaveBeenLastCalledWith(at(16));
    expect(input).toHaveValue('04:00 pm');
  });
});

describe('number input', () => {
  it('spec 000 §5: blocks letters, a second point and a non-leading minus', async () => {
    const user = userEvent.setup();
    renderUi(<NumberInput label="Amount" />);
    const input = screen.getByRole('textbox', { name: 'Amount' });
    await user.type(input, '1a2.3.4-5e');
    expect(input).toHaveValue('12.345');
  });

  it('spec 000 §5: allows a leading minus and the navigation keys', async () => {
    const user = userEvent.setup();
    renderUi(<NumberInput label="Amount" />);
    const input = screen.getByRole('textbox', { name: 'Amount' });
    await user.type(input, '12{ArrowLeft}3');
    expect(input).toHaveValue('132');
    await user.type(input, '{Home}-');
    expect(input).toHaveValue('-132');
    await user.type(input, '{End}{Backspace}');
    expect(input).toHaveValue('-13');
  });

  it('spec 000 §5: sanitises pasted text the same way', async () => {
    const user = userEvent.setup();
    renderUi(<NumberInput label="Amount" />);
    const input = screen.getByRole('textbox', { name: 'Amount' });
    await user.click(input);
    await user.paste('x-4.5.6y');
    expect(input).toHaveValue('-4.56');
  });

  it('spec 000 §2: has step arrows (ArrowUp steps)', async () => {
    const user = userEvent.setup();
    renderUi(<NumberInput label="Amount" defaultValue={5} />);
    const input = screen.getByRole('textbox', { name: 'Amount' });
    await user.type(input, '{ArrowUp}');
    expect(input).toHaveValue('6');
  });
});

describe('text input with a maximum length', () => {
  it('spec 000 §5: search inputs stop at 255 characters', async () => {
    const user = userEvent.setup();
    renderUi(<LimitedTextInput label="Search" />);
    const input = screen.getByRole('textbox', { name: 'Search' });
    expect(SEARCH_MAX_LENGTH).toBe(255);
    await user.click(input);
    await user.paste('x'.repeat(300));
    expect(input).toHaveValue('x'.repeat(255));
    await user.type(input, 'y');
    expect(input).toHaveValue('x'.repeat(255));
  });

  it('spec 000 §5: restores its default on blur when left empty', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderUi(<LimitedTextInput label="Name" restoreOnBlur="Default" onChange={onChange} />);
    const input = screen.getByRole('textbox', { name: 'Name' });
    expect(input).toHaveValue('Default');
    await user.clear(input);
    expect(input).toHaveValue('');
    await user.tab();
    expect(input).toHaveValue('Default');
    expect(onChange).toHaveBeenLastCalledWith('Default');
  });
});

describe('password input', () => {
  it('spec 000 §2: the toggle shows and hides the password, named for what it does', async () => {
    const user = userEvent.setup();
    renderUi(<PasswordInput label="Password" defaultValue="s3cret!" />);
    const input = screen.getByLabelText('Password');
    expect(input).toHaveAttribute('type', 'password');

    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(input).toHaveAttribute('type', 'text');
    const hide = screen.getByRole('button', { name: 'Hide password' });
    expect(hide).not.toHaveAttribute('aria-pressed');

    await user.click(hide);
    expect(input).toHaveAttribute('type', 'password');
    expect(screen.getByRole('button', { name: 'Show password' })).toBeInTheDocument();
  });
});

describe('multi-select with Select All / Clear All', () => {
  it("spec 000 §5: offers 'Select All' until all are chosen, then 'Clear All'", async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderUi(
      <MultiSelectAll
        label="Fryers"
        data={['Fryer 1', 'Fryer 2', 'Fryer 3']}
        defaultValue={['Fryer 2']}
        onChange={onChange}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Select All' }));
    expect(onChange).toHaveBeenLastCalledWith(['Fryer 1', 'Fryer 2', 'Fryer 3']);

    await user.click(screen.getByRole('button', { name: 'Clear All' }));
    expect(onChange).toHaveBeenLastCalledWith([]);
    expect(screen.getByRole('button', { name: 'Select All' })).toBeInTheDocument();
  });

  it('leaves disabled options as they are', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderUi(
      <MultiSelectAll
        label="Fryers"
        data={[
          { value: 'a', label: 'Fryer A' },
          { value: 'b', label: 'Fryer B', disabled: true },
          { group: 'Line 2', items: [{ value: 'c', label: 'Fryer C' }] },
        ]}
        onChange={onChange}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Select All' }));
    expect(onChange).toHaveBeenLastCalledWith(['a', 'c']);
    await user.click(screen.getByRole('button', { name: 'Clear All' }));
    expect(onChange).toHaveBeenLastCalledWith([]);
  });
});

describe('pagination bar', () => {
  function Harness(props: Partial<PaginationBarProps>) {
    const [page, setPage] = useState(props.page ?? 0);
    const [pageSize, setPageSize] = useState(props.pageSize ?? 20);
    return (
      <PaginationBar
        total={props.total ?? 134}
        page={page}
        pageSize={pageSize}
        onPageChange={(next) => {
          props.onPageChange?.(next);
          setPage(next);
        }}
        onPageSizeChange={(size, next) => {
          props.onPageSizeChange?.(size, next);
          setPageSize(size);
          setPage(next);
        }}
      />
    );
  }

  const pageButtons = () => screen.queryAllByRole('button', { name: /^Page \d+$/ });

  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('spec 000 §9: hidden at a total of 10, shown at 11', () => {
    const { unmount } = renderUi(<Harness total={10} />);
    expect(screen.queryByRole('navigation', { name: 'Pagination' })).not.toBeInTheDocument();
    unmount();
    renderUi(<Harness total={11} />);
    expect(screen.getByRole('navigation', { name: 'Pagination' })).toBeInTheDocument();
    expect(screen.getByText('Showing 1–11 of 11')).toBeInTheDocument();
  });

  it('spec 000 §9: 3 page buttons on desktop; pages are zero-based in the API', async () => {
    const user = userEvent.setup();
    const onPageChange = vi.fn();
    renderUi(<Harness onPageChange={onPageChange} />);
    expect(pageButtons().map((button) => button.textContent)).toEqual(['1', '2', '3']);
    expect(screen.getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');

    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    expect(onPageChange).toHaveBeenLastCalledWith(1);
    expect(screen.getByText('Showing 21–40 of 134')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Last page' }));
    expect(onPageChange).toHaveBeenLastCalledWith(6);
    expect(pageButtons().map((button) => button.textContent)).toEqual(['5', '6', '7']);
    expect(screen.getByText('Showing 121–134 of 134')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Previous page' }));
    expect(onPageChange).toHaveBeenLastCalledWith(5);
    expect(pageButtons().map((button) => button.textContent)).toEqual(['5', '6', '7']);
  });

  it('spec 000 §9: 1 page button on mobile', () => {
    const matchMedia = window.matchMedia;
    vi.stubGlobal('matchMedia', (query: string) => ({
      ...matchMedia(query),
      matches: query === MOBILE_QUERY,
    }));
    renderUi(<Harness page={3} />);
    expect(pageButtons().map((button) => button.textContent)).toEqual(['4']);
  });

  it('spec 000 §9: page sizes 10, 20 and 50; a new size keeps the first row in view', async () => {
    const user = userEvent.setup();
    const onPageSizeChange = vi.fn();
    renderUi(<Harness page={3} onPageSizeChange={onPageSizeChange} />);
    expect(screen.getByText('Showing 61–80 of 134')).toBeInTheDocument();
    const select = screen.getByRole('combobox', { name: 'Rows per page' });
    expect(select).toHaveValue('20');

    expect(
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['10', '20', '50']);
    await user.selectOptions(select, '50');
    expect(onPageSizeChange).toHaveBeenLastCalledWith(50, 1);
    expect(screen.getByText('Showing 51–100 of 134')).toBeInTheDocument();
  });

  it('speaks Spanish', async () => {
    await setLocale('es', false);
    try {
      renderUi(<Harness page={1} />);
      expect(screen.getByText('Mostrando 21–40 de 134')).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Página siguiente' })).toBeInTheDocument();
    } finally {
      await act(() => setLocale('en', false));
    }
  });
});

describe('empty states', () => {
  it('spec 000 §8: the named empty states', () => {
    renderUi(
      <>
        <NoInformation />
        <NoRecords />
        <NoActivity />
        <NoCameras />
        <NoSuitableCameras />
      </>,
    );
    for (const text of [
      'No information',
      'No records',
      'No activity',
      'No cameras',
      'No suitable cameras',
    ]) {
      expect(screen.getByText(text)).toBeInTheDocument();
    }
  });

  it('shows a text hint as its description and other children as they are', () => {
    renderUi(
      <>
        <EmptyState title="Nothing here">Try another day</EmptyState>
        <EmptyState title="Still nothing">
          <button type="button">Reload</button>
        </EmptyState>
      </>,
    );
    expect(screen.getByText('Try another day').tagName).toBe('P');
    expect(screen.getByRole('button', { name: 'Reload' })).toBeInTheDocument();
  });
});

describe('clock and relative time', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('spec 000 §2: the digital clock shows a time-zone offset and ticks every 500 ms', () => {
    vi.useFakeTimers({
      now: Date.UTC(2024, 0, 1, 12, 0, 0),
      toFake: ['setInterval', 'clearInterval', 'Date'],
    });
    renderUi(<DigitalClock utcOffsetMinutes={330} />);
    const clock = screen.getByRole('timer', { name: 'Current time in UTC+05:30' });
    expect(clock).toHaveTextContent('5:30:00 PM');
    act(() => vi.advanceTimersByTime(500));
    expect(clock).toHaveTextContent('5:30:00 PM');
    act(() => vi.advanceTimersByTime(500));
    expect(clock).toHaveTextContent('5:30:01 PM');
    act(() => vi.advanceTimersByTime(59_000));
    expect(clock).toHaveTextContent('5:31:00 PM');
  });

  it("spec 000 §9: relative time reads 'just now', then minutes ago, refreshed every 30 s", () => {
    const now = new Date(2024, 10, 22, 7, 13, 53).getTime();
    vi.useFakeTimers({ now, toFake: ['setInterval', 'clearInterval', 'Date'] });
    renderUi(<RelativeTime time={now - 30_000} />);
    const time = screen.getByText('just now');
    expect(time.tagName).toBe('TIME');
    expect(time).toHaveAttribute('dateTime', new Date(now - 30_000).toISOString());
    expect(time).toHaveAttribute('title', '11/22/2024 7:13:23 AM');
    act(() => vi.advanceTimersByTime(30_000));
    expect(time).toHaveTextContent('1 minute ago');
    act(() => vi.advanceTimersByTime(5 * 60_000));
    expect(time).toHaveTextContent('6 minutes ago');
  });
});

describe('weight unit', () => {
  function ShownUnit() {
    const [unit] = useWeightUnit();
    return <output aria-label="Unit in use">{unit}</output>;
  }

  it('spec 001 §5: defaults to kg when the stored unit is not valid', () => {
    localStorage.setItem(WEIGHT_UNIT_KEY, 'stone');
    renderUi(<WeightUnitSwitch />);
    expect(screen.getByRole('radio', { name: 'Kilograms' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Pounds' })).not.toBeChecked();
  });

  it('spec 001 §5: keeps a valid stored unit, and a change persists and reaches every user', async () => {
    const user = userEvent.setup();
    localStorage.setItem(WEIGHT_UNIT_KEY, 'lbs');
    renderUi(
      <>
        <WeightUnitSwitch />
        <ShownUnit />
      </>,
    );
    expect(screen.getByRole('radio', { name: 'Pounds' })).toBeChecked();
    expect(screen.getByRole('status', { name: 'Unit in use' })).toHaveTextContent('lbs');

    await user.click(screen.getByRole('radio', { name: 'Kilograms' }));
    expect(localStorage.getItem(WEIGHT_UNIT_KEY)).toBe('kg');
    expect(screen.getByRole('status', { name: 'Unit in use' })).toHaveTextContent('kg');
  });

  it('follows a change made in another tab', () => {
    renderUi(<ShownUnit />);
    expect(screen.getByRole('status', { name: 'Unit in use' })).toHaveTextContent('kg');
    act(() => {
      localStorage.setItem(WEIGHT_UNIT_KEY, 'lbs');
      window.dispatchEvent(new StorageEvent('storage', { key: WEIGHT_UNIT_KEY }));
    });
    expect(screen.getByRole('status', { name: 'Unit in use' })).toHaveTextContent('lbs');
  });
});
