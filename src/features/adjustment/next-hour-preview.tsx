import { Stack, Text, Title } from '@mantine/core';
import type { NextHourMaterial, Scales } from '../../api/adjustment/adjustment.schema';
import { useI18n } from '../../lib/i18n/i18n';
import { productLabel } from '../../lib/product-label';
import { ListView, type ListColumn } from '../../ui/list/list-view';

const materialKey = (row: NextHourMaterial) => row.material;

/**
 * What the kitchen recommends in the next hour with its scales and rules (the `nextHour` of GET
 * /restaurants/{id}/scales): per material the pieces predicted and the pieces recommended, and
 * the scale applied — 100 % for a material the kitchen's rules leave out. A save of the scales
 * or a rule asks the scales again, so it follows them.
 */
export function NextHourPreview({ nextHour }: { nextHour: NonNullable<Scales['nextHour']> }) {
  const { t } = useI18n();
  const scaleText = (row: NextHourMaterial) =>
    row.adjusted
      ? t('adjustment.scalePercent', { percent: row.percent })
      : t('adjustment.notInRule');
  const columns: ListColumn<NextHourMaterial>[] = [
    {
      id: 'material',
      header: t('adjustment.field.material'),
      text: true,
      cell: (row) => productLabel(row.material, t),
    },
    {
      id: 'scale',
      from: 'medium',
      foldInto: 'material',
      header: t('adjustment.field.scale'),
      cell: scaleText,
    },
    { id: 'predicted', header: t('adjustment.field.predicted'), cell: (row) => row.predicted },
    {
      id: 'recommended',
      header: t('adjustment.field.recommended'),
      cell: (row) => row.recommended,
    },
  ];
  return (
    <Stack gap="sm" component="section" aria-labelledby="next-hour-title">
      <Title order={2} size="h4" id="next-hour-title">
        {t('adjustment.nextHour')}
      </Title>
      <Text size="sm" c="dimmed">
        {t('adjustment.nextHourHint')}
      </Text>
      <ListView
        caption={t('adjustment.nextHour')}
        rows={nextHour.materials}
        rowKey={materialKey}
        columns={columns}
        card={(row) => (
          <Stack gap={4}>
            <Text fw={600}>{productLabel(row.material, t)}</Text>
            <Text size="sm">
              {t('adjustment.field.scale')}: {scaleText(row)}
            </Text>
            <Text size="sm">
              {t('adjustment.field.predicted')}: {row.predicted}
            </Text>
            <Text size="sm">
              {t('adjustment.field.recommended')}: {row.recommended}
            </Text>
          </Stack>
        )}
        rowTestId="next-hour-row"
      />
    </Stack>
  );
}
