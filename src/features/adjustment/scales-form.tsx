import { Button, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { setScales } from '../../api/adjustment/adjustment.endpoints';
import { adjustmentMutations, adjustmentQueries } from '../../api/adjustment/adjustment.queries';
import {
  SCALE_MAX_PERCENT,
  SCALE_MIN_PERCENT,
  type Scales,
} from '../../api/adjustment/adjustment.schema';
import { canCall, type AccessSubject } from '../../lib/access';
import { useI18n } from '../../lib/i18n/i18n';
import { productLabel } from '../../lib/product-label';
import { notify } from '../../ui/feedback/notify';
import { NumberInput } from '../../ui/forms/number-input';
import { FirstLoad } from '../../ui/list/first-load';
import { changedScales, scaleDraftOf, scaleProblem, type ScaleDraft } from './adjustment-form';
import { SaveRefusal } from '../../ui/forms/save-form';
import { NextHourPreview } from './next-hour-preview';
import { ConnectedButton } from '../../ui/forms/connected-button';

/**
 * The restaurant's scales (GET and PUT /restaurants/{id}/scales): one percentage per material,
 * edited in place and saved together; without PCS EDIT they are shown read-only. Under them,
 * what they make the kitchen recommend in the next hour.
 */
export function ScalesSection({
  restaurantUuid,
  user,
}: {
  restaurantUuid: string;
  user: AccessSubject;
}) {
  const { t } = useI18n();
  const query = useQuery(adjustmentQueries.scales(restaurantUuid));
  return (
    <>
      <Stack gap="sm" component="section" aria-labelledby="scales-title">
        <Title order={2} size="h4" id="scales-title">
          {t('adjustment.scales')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('adjustment.scalesHint')}
        </Text>
        {query.data ? (
          // Keyed by the saved answer: a save (or another tab's) starts the form from it again.
          <ScalesForm
            key={JSON.stringify(query.data.scales)}
            saved={query.data}
            editable={canCall(user, setScales)}
          />
        ) : (
          <FirstLoad
            query={query}
            loadFailed={t('adjustment.scalesLoadFailed')}
            loadingLabel={t('adjustment.scalesLoading')}
          />
        )}
      </Stack>
      {query.data?.nextHour && <NextHourPreview nextHour={query.data.nextHour} />}
    </>
  );
}

function ScalesForm({ saved, editable }: { saved: Scales; editable: boolean }) {
  const { t } = useI18n();
  const save = useMutation(adjustmentMutations.setScales());
  const [draft, setDraft] = useState<ScaleDraft>(() => scaleDraftOf(saved.scales));
  const [submitted, setSubmitted] = useState(false);
  const problems = Object.fromEntries(
    saved.scales.map((scale) => [scale.material, scaleProblem(draft[scale.material] ?? '', t)]),
  );
  const invalid = Object.values(problems).some(Boolean);
  const changes = changedScales(saved.scales, draft);

  function submit(event: FormEvent) {
    event.preventDefault();
    setSubmitted(true);
    if (invalid) return;
    if (changes.length === 0) {
      void notify({ message: t('adjustment.scalesUnchanged') });
      return;
    }
    save.mutate(
      { restaurantUuid: saved.restaurantUuid, body: { scales: changes } },
      { onSuccess: () => void notify({ color: 'green', message: t('adjustment.scalesSaved') }) },
    );
  }

  return (
    <form onSubmit={submit} noValidate aria-label={t('adjustment.scales')}>
      <Stack gap="md">
        <SaveRefusal save={save} />
        <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="md">
          {saved.scales.map((scale) => (
            <NumberInput
              key={scale.material}
              label={t('adjustment.scaleLabel', { material: productLabel(scale.material, t) })}
              value={draft[scale.material] ?? ''}
              onChange={(value) => {
                setDraft((old) => ({ ...old, [scale.material]: value }));
                if (save.isError) save.reset();
              }}
              min={SCALE_MIN_PERCENT}
              max={SCALE_MAX_PERCENT}
              allowDecimal={false}
              allowNegative={false}
              // Out of range is said, not silently changed (the user sees what is saved).
              clampBehavior="none"
              readOnly={!editable}
              error={submitted ? problems[scale.material] : undefined}
            />
          ))}
        </SimpleGrid>
        {editable && (
          <Group justify="flex-end" gap="sm">
            <Button
              variant="default"
              disabled={changes.length === 0 || save.isPending}
              onClick={() => {
                setDraft(scaleDraftOf(saved.scales));
                setSubmitted(false);
                save.reset();
              }}
            >
              {t('adjustment.resetScales')}
            </Button>
            <ConnectedButton type="submit" loading={save.isPending}>
              {t('adjustment.saveScales')}
            </ConnectedButton>
          </Group>
        )}
      </Stack>
    </form>
  );
}
