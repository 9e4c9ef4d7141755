import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/Checkbox.css';
import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/SimpleGrid.css';
import {
  Alert,
  Button,
  Checkbox,
  Flex,
  Group,
  Modal,
  NativeSelect,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { CHICKEN_PRODUCTS } from '../../api/analytics/analytics.constants';
import { materialFilterOptions } from '../../api/dictionaries/material-options.queries';
import {
  BATCH_SIZE_MAX,
  BATCH_SIZE_MIN,
  DEMAND_DESCRIPTION_MAX,
  ORDER_TYPES,
  WEEKDAYS,
  WORK_CENTERS,
  type OrderType,
  type Weekday,
  type WorkCenter,
} from '../../api/orders/orders.constants';
import { ordersMutations } from '../../api/orders/orders.queries';
import type { CateringOrder, RecurringOrder } from '../../api/orders/orders.schema';
import { useI18n, type Translate } from '../../lib/i18n/i18n';
import { minutesToTime, timeToMinutes } from '../../lib/time-range';
import { errorText } from '../../ui/feedback/error-text';
import { notify } from '../../ui/feedback/notify';
import { LimitedTextInput } from '../../ui/forms/limited-text-input';
import { NumberInput } from '../../ui/forms/number-input';
import { TimeInput12h } from '../../ui/forms/time-input-12h';
import { useIsMobile } from '../../ui/hooks/use-is-mobile';
import { batchName } from './order-fields';
import {
  cateringBodyOf,
  cateringDraftOf,
  draftProblems,
  earliestCateringDate,
  recurringBodyOf,
  recurringDraftOf,
  type DraftField,
  type DraftProblem,
  type OrderDraft,
} from './order-form';
import { ConnectedButton } from '../../ui/forms/connected-button';
import { useOnceTrue } from '../../ui/hooks/use-once-true';

/** Which form is open: a new order (null) or an existing one, of either kind. */
export type OrderFormTarget =
  | { kind: 'catering'; order: CateringOrder | null }
  | { kind: 'recurring'; order: RecurringOrder | null };

interface FormProps {
  target: OrderFormTarget;
  restaurantUuid: string;
  /** The kitchen's IANA zone: the form's times are its local times. */
  zone: string;
  onDone(): void;
}

function titleOf(target: OrderFormTarget, t: Translate): string {
  if (target.kind === 'catering')
    return target.order
      ? t('orders.form.editCatering', { name: batchName(target.order, t) })
      : t('orders.form.createCatering');
  return target.order ? t('orders.form.editRecurring') : t('orders.form.createRecurring');
}

type DialogProps = Omit<FormProps, 'target' | 'onDone'> & {
  target: OrderFormTarget | null;
  onClose(): void;
};

/**
 * Create or edit a catering or recurring order; full screen on a phone (spec 000 §1). The
 * fields are checked before sending; a refusal shows the provider's message in the form and
 * keeps everything typed. Drawn from its first opening on: a closed Mantine modal is still a
 * dozen components in the page's first render (docs/measurements.md).
 */
export function OrderFormDialog(props: DialogProps) {
  const opened = useOnceTrue(props.target !== null);
  return opened ? <OrderFormModal {...props} /> : null;
}

function OrderFormModal({ target, ...props }: DialogProps) {
  const { t } = useI18n();
  const isMobile = useIsMobile();
  return (
    <Modal
      opened={target !== null}
      onClose={props.onClose}
      title={target ? titleOf(target, t) : ''}
      closeButtonProps={{ 'aria-label': t('app.close') }}
      fullScreen={isMobile}
      size="lg"
      centered
    >
      {/* Keyed by the order, so each opening starts from its current values. */}
      {target && (
        <OrderForm
          key={`${target.kind}/${target.order?.uuid ?? 'new'}`}
          target={target}
          restaurantUuid={props.restaurantUuid}
          zone={props.zone}
          onDone={props.onClose}
        />
      )}
    </Modal>
  );
}

const PROBLEM_TEXT: Record<DraftProblem, (t: Translate) => string> = {
  required: (t) => t('orders.error.required'),
  batchSize: (t) => t('orders.error.batchSize', { min: BATCH_SIZE_MIN, max: BATCH_SIZE_MAX }),
  time: (t) => t('orders.error.time'),
  date: (t) => t('orders.error.date'),
  pastDate: (t) => t('orders.error.pastDate'),
  endBeforeStart: (t) => t('orders.error.endBeforeStart'),
  departureBeforeEnd: (t) => t('orders.error.departureBeforeEnd'),
  weekdays: (t) => t('orders.error.weekdays'),
  tooLong: (t) => t('orders.error.tooLong', { max: DEMAND_DESCRIPTION_MAX }),
};

/**
 * The products an order may be of: the chicken materials dictionary's (spec 001 §7
 * "Dictionaries"), one added there included; the built-in ones while it is not read (or cannot
 * be). The order's own product stays a choice when the dictionary no longer lists it.
 */
function orderProductChoices(
  dictionary: ReadonlyArray<{ value: string; label: string }> | undefined,
  current: string,
): Array<{ value: string; label: string }> {
  const choices = dictionary?.length
    ? [...dictionary]
    : CHICKEN_PRODUCTS.map((product) => ({ value: product, label: product }));
  if (current && !choices.some((choice) => choice.value === current))
    choices.push({ value: current, label: current });
  return choices;
}

function OrderForm({ target, restaurantUuid, zone, onDone }: FormProps) {
  const { t } = useI18n();
  const [initial] = useState<OrderDraft>(() =>
    target.kind === 'catering'
      ? cateringDraftOf(target.order, zone, Date.now())
      : recurringDraftOf(target.order),
  );
  const [draft, setDraft] = useState<OrderDraft>(initial);
  const [earliestDate] = useState(() => earliestCateringDate(initial.date, zone, Date.now()));
  const [touched, setTouched] = useState<ReadonlySet<DraftField>>(new Set());
  const [submitted, setSubmitted] = useState(false);
  const materials = useQuery(materialFilterOptions('chicken'));
  const productChoices = orderProductChoices(materials.data, draft.material);
  const createCatering = useMutation(ordersMutations.createCatering());
  const updateCatering = useMutation(ordersMutations.updateCatering());
  const createRecurring = useMutation(ordersMutations.createRecurring());
  const updateRecurring = useMutation(ordersMutations.updateRecurring());
  const mutation =
    target.kind === 'catering'
      ? target.order
        ? updateCatering
        : createCatering
      : target.order
        ? updateRecurring
        : createRecurring;
  const problems = draftProblems(draft, target.kind, earliestDate);
  const problemOf = (field: DraftField) => {
    const problem = (submitted || touched.has(field)) && problems[field];
    return problem ? PROBLEM_TEXT[problem](t) : undefined;
  };

  function set<F extends DraftField>(field: F, value: OrderDraft[F]) {
    setDraft((previous) => ({ ...previous, [field]: value }));
    // The provider's refusal was about what was there: it goes once the user changes it.
    if (mutation.isError) mutation.reset();
  }
  const touch = (field: DraftField) => setTouched((previous) => new Set(previous).add(field));

  function submit(event: FormEvent) {
    event.preventDefault();
    setSubmitted(true);
    if (Object.keys(problems).length > 0) return;
    const done = (message: string) => {
      void notify({ color: 'green', message });
      onDone();
    };
    if (target.kind === 'catering') {
      const body = cateringBodyOf(draft, zone);
      if (target.order)
        updateCatering.mutate(
          { uuid: target.order.uuid, body },
          { onSuccess: (order) => done(t('orders.saved', { name: batchName(order, t) })) },
        );
      else
        createCatering.mutate(
          { ...body, restaurantUuid },
          { onSuccess: (order) => done(t('orders.created', { name: batchName(order, t) })) },
        );
    } else {
      const body = recurringBodyOf(draft);
      if (target.order)
        updateRecurring.mutate(
          { uuid: target.order.uuid, body },
          { onSuccess: () => done(t('orders.recurringSaved')) },
        );
      else
        createRecurring.mutate(
          { ...body, restaurantUuid },
          { onSuccess: () => done(t('orders.recurringCreated')) },
        );
    }
  }

  return (
    <form onSubmit={submit} noValidate aria-label={titleOf(target, t)}>
      <Stack gap="md">
        {mutation.isError && (
          <Alert color="red" variant="light" role="alert" title={t('errors.title')}>
            {errorText(mutation.error, t)}
          </Alert>
        )}
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <NativeSelect
            label={t('orders.field.material')}
            data={productChoices}
            value={draft.material}
            onChange={(event) => set('material', event.currentTarget.value)}
            error={problemOf('material')}
            required
          />
          <NumberInput
            label={t('orders.field.batchSize')}
            value={draft.batchSize}
            onChange={(value) => set('batchSize', value)}
            onBlur={() => touch('batchSize')}
            min={BATCH_SIZE_MIN}
            max={BATCH_SIZE_MAX}
            allowDecimal={false}
            allowNegative={false}
            clampBehavior="none"
            error={problemOf('batchSize')}
            required
            data-autofocus
          />
          <NativeSelect
            label={t('orders.field.orderType')}
            data={ORDER_TYPES.map((type) => ({ value: type, label: t(`orders.type.${type}`) }))}
            value={draft.orderType}
            onChange={(event) => set('orderType', event.currentTarget.value as OrderType)}
          />
          <NativeSelect
            label={t('orders.field.workCenter')}
            data={WORK_CENTERS.map((center) => ({
              value: center,
              label: t(`orders.workCenter.${center}`),
            }))}
            value={draft.workCenter}
            onChange={(event) => set('workCenter', event.currentTarget.value as WorkCenter)}
          />
        </SimpleGrid>
        {target.kind === 'catering' ? (
          <TextInput
            type="date"
            min={earliestDate}
            label={t('orders.field.date')}
            value={draft.date}
            onChange={(event) => set('date', event.currentTarget.value)}
            onBlur={() => touch('date')}
            error={problemOf('date')}
            required
          />
        ) : (
          <Checkbox.Group
            label={t('orders.field.weekdays')}
            value={draft.weekdays}
            onChange={(days) => {
              set('weekdays', WEEKDAYS.filter((day) => days.includes(day)) as Weekday[]);
              touch('weekdays');
            }}
            error={problemOf('weekdays')}
            required
          >
            <Group gap="sm" mt={6}>
              {WEEKDAYS.map((day) => (
                <Checkbox
                  key={day}
                  value={day}
                  label={t(`orders.weekdayShort.${day}`)}
                  aria-label={t(`orders.weekday.${day}`)}
                />
              ))}
            </Group>
          </Checkbox.Group>
        )}
        <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm">
          {(['startTime', 'endTime', 'departureTime'] as const).map((field) => (
            <TimeInput12h
              key={field}
              label={t(`orders.field.${field}`)}
              value={timeToMinutes(draft[field]) ?? undefined}
              onChange={(minutes) => set(field, minutesToTime(minutes))}
              onBlur={() => touch(field)}
              error={problemOf(field)}
              // Spec 001 §5: the end later than the start; the departure at or after the end.
              after={
                field === 'endTime' ? (timeToMinutes(draft.startTime) ?? undefined) : undefined
              }
              min={
                field === 'departureTime' ? (timeToMinutes(draft.endTime) ?? undefined) : undefined
              }
              showElapsed={field !== 'startTime'}
              required
            />
          ))}
        </SimpleGrid>
        <Text size="xs" c="dimmed">
          {t('orders.form.timesInZone', { zone })}
        </Text>
        <LimitedTextInput
          label={t('orders.field.demandDescription')}
          placeholder={t('orders.form.demandHint')}
          value={draft.demandDescription}
          onChange={(value) => set('demandDescription', value)}
          maxLength={DEMAND_DESCRIPTION_MAX}
          error={problemOf('demandDescription')}
        />
        <Flex direction={{ base: 'column-reverse', xs: 'row' }} justify="flex-end" gap="sm">
          <Button variant="default" onClick={onDone} disabled={mutation.isPending}>
            {t('orders.form.cancel')}
          </Button>
          <ConnectedButton type="submit" loading={mutation.isPending}>
            {target.order ? t('orders.form.save') : t('orders.form.create')}
          </ConnectedButton>
        </Flex>
      </Stack>
    </form>
  );
}
