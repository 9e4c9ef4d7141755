import { Select, Stack, Text } from '@mantine/core';
import { useI18n } from '../../lib/i18n/i18n';

/**
 * `OneKitchen`'s prompt in Global mode: why the page needs one kitchen, and a searchable list of
 * the restaurants to choose it from. Its own module: the Select (a combobox on floating-ui) is
 * loaded only where a kitchen is to be chosen, not by every page opened on one.
 */
export default function KitchenChoice({
  why,
  options,
  onChoose,
}: {
  why: string;
  options: ReadonlyArray<{ value: string; label: string }>;
  onChoose(uuid: string): void;
}) {
  const { t } = useI18n();
  return (
    <Stack gap="sm" align="center" w="100%">
      <Text size="sm" c="dimmed">
        {why}
      </Text>
      <Select
        label={t('shell.restaurant')}
        data={options.map(({ value, label }) => ({ value, label }))}
        searchable
        w={{ base: '100%', xs: 360 }}
        ta="start"
        onChange={(uuid) => uuid && onChoose(uuid)}
        data-testid="choose-kitchen"
      />
    </Stack>
  );
}
