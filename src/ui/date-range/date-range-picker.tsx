import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/Kbd.css';
import '@mantine/core/styles/Divider.css';
import '@mantine/dates/styles.css';
import { Button, Divider, Group, Kbd, Modal, Popover, Stack, Text } from '@mantine/core';
import { Fragment, useState } from 'react';
import { resolveRange, type DateRangeValue } from '../../lib/date-range';
import { resolveTimeZone } from '../../lib/time-zone';
import { registerMessages, useI18n } from '../../lib/i18n/i18n';
import { dateWidgets } from '../../lib/i18n/en/date-widgets';
import { useIsMobile } from '../hooks/use-is-mobile';
import { CustomRange } from './date-range-custom';
import { DateRangeMobile } from './date-range-mobile';
import { DaypartButtons, PresetButtons } from './date-range-presets';
import { rangeLabel } from './range-label';
import { RANGE_SHORTCUTS, useRangeShortcuts, type RangeShortcut } from './use-range-shortcuts';

registerMessages(dateWidgets);

export type { DateRangeValue } from '../../lib/date-range';

export interface DateRangePickerProps {
  /** The date fields of the URL search (url-state.ts `DateRangeSearch`), epoch ms. */
  value: DateRangeValue;
  /** `{ timeInterval }` for a preset, `{ startDate, endDate }` for dates, `{}` for Clear. */
  onChange: (next: DateRangeValue) => void;
  /** The restaurant's IANA zone; days, dayparts and labels use it (browser's when absent). */
  timeZone?: string | null;
  /** Spec 000 §5: a custom range longer than this is refused with a notice. */
  maxSpanSeconds?: number;
  /** Spec 000 §5: a custom range may end in the future only when allowed. */
  allowFuture?: boolean;
  /** Page-wide shortcut keys (default on); turn off for a second picker on the same page. */
  shortcuts?: boolean;
  /** The clock, for tests; the real time otherwise. */
  now?: number;
  /** Opens at once: loaded by a click on the look-alike button (url-date-range-button.tsx). */
  defaultOpened?: boolean;
}

const KEY_NAMES: Record<string, string> = {
  alt: 'Alt',
  arrowleft: '←',
  arrowright: '→',
  arrowdown: '↓',
};

/** 'alt+ArrowLeft' → Alt + ← */
function HotkeyKeys({ hotkey }: { hotkey: string }) {
  const keys = hotkey.split('+').map((key) => KEY_NAMES[key.toLowerCase()] ?? key);
  return (
    <span>
      {keys.map((key, index) => (
        <Fragment key={key}>
          {index > 0 && ' + '}
          <Kbd size="xs">{key}</Kbd>
        </Fragment>
      ))}
    </span>
  );
}

const SHORTCUT_TEXT = {
  back: 'dates.shortcut.back',
  forward: 'dates.shortcut.forward',
  zoomOut: 'dates.shortcut.zoomOut',
} as const satisfies Record<RangeShortcut, string>;

function ShortcutHint() {
  const { t } = useI18n();
  return (
    <Stack gap={2}>
      <Text size="xs" fw={700} c="dimmed">
        {t('dates.shortcutsTitle')}
      </Text>
      {RANGE_SHORTCUTS.map(({ action, hotkeys }) => (
        <Group key={action} gap={6} wrap="nowrap">
          {hotkeys.map((hotkey, index) => (
            <Fragment key={hotkey}>
              {index > 0 && <Text size="xs">/</Text>}
              <HotkeyKeys hotkey={hotkey} />
            </Fragment>
          ))}
          <Text size="xs">{t(SHORTCUT_TEXT[action])}</Text>
        </Group>
      ))}
    </Stack>
  );
}

/**
 * The date-range picker every dashboard and list uses (spec 000 §2 "Shared widgets", §4, §5,
 * §9). Controlled: it shows `value` and reports the next one. A button names the current
 * choice; on desktop and tablet it opens a popover with the presets, the dayparts, Custom
 * (calendar with times) and Clear; under 575 px a full-screen dialog with the presets, From and
 * To (date and time in 15-minute steps), Clear and Apply. Shortcut keys move the range.
 */
export function DateRangePicker({
  value,
  onChange,
  timeZone,
  maxSpanSeconds,
  allowFuture = false,
  shortcuts = true,
  now: fixedNow,
  defaultOpened = false,
}: DateRangePickerProps) {
  const { t, dateLocale } = useI18n();
  const isMobile = useIsMobile();
  const zone = resolveTimeZone(timeZone);
  const isCustom = !value.timeInterval && value.startDate !== undefined;
  const [opened, setOpened] = useState(defaultOpened);
  const [openedAt, setOpenedAt] = useState(() => (defaultOpened ? Date.now() : 0));
  const [customOpen, setCustomOpen] = useState(defaultOpened && isCustom);
  const now = fixedNow ?? openedAt;

  useRangeShortcuts({
    value,
    onChange,
    enabled: shortcuts && !opened,
    timeZone: zone,
    maxSpanSeconds,
    now: fixedNow,
  });

  const label = rangeLabel(value, zone, t, dateLocale);

  const open = () => {
    setOpenedAt(Date.now());
    setCustomOpen(isCustom);
    setOpened(true);
  };
  const close = () => setOpened(false);
  const choose = (next: DateRangeValue) => {
    onChange(next);
    close();
  };

  const trigger = (
    <Button
      variant="default"
      aria-label={t('dates.trigger', { range: label })}
      onClick={() => (opened ? close() : open())}
    >
      {label}
    </Button>
  );

  const shared = { timeZone: zone, now, allowFuture, maxSpanSeconds };
  const initial = opened ? resolveRange(value, now) : null;

  if (isMobile) {
    return (
      <>
        {trigger}
        <Modal opened={opened} onClose={close} fullScreen title={t('dates.dialogTitle')}>
          {opened && (
            <DateRangeMobile value={value} initial={initial} onChange={choose} {...shared} />
          )}
        </Modal>
      </>
    );
  }

  return (
    <Popover
      opened={opened}
      onChange={(next) => (next ? open() : close())}
      position="bottom-start"
      shadow="md"
      trapFocus
      returnFocus
    >
      <Popover.Target>{trigger}</Popover.Target>
      <Popover.Dropdown>
        {/* Wraps the custom panel under the presets on narrow tablets. */}
        <Group align="flex-start" gap="md">
          <Stack gap="sm" w={320}>
            <PresetButtons value={value} onSelect={choose} maxSpanSeconds={maxSpanSeconds} />
            <DaypartButtons onSelect={choose} {...shared} />
            <Divider />
            <Group gap="xs" grow>
              <Button
                size="xs"
                variant={customOpen ? 'light' : 'default'}
                aria-expanded={customOpen}
                onClick={() => setCustomOpen((current) => !current)}
              >
                {t('dates.custom')}
              </Button>
              <Button size="xs" variant="default" onClick={() => choose({})}>
                {t('dates.clear')}
              </Button>
            </Group>
            {shortcuts && <ShortcutHint />}
          </Stack>
          {customOpen && (
            <CustomRange
              initial={initial}
              onApply={(range) => choose({ startDate: range.start, endDate: range.end })}
              onCancel={() => setCustomOpen(false)}
              {...shared}
            />
          )}
        </Group>
      </Popover.Dropdown>
    </Popover>
  );
}
