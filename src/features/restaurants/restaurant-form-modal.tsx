import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/Flex.css';
import {
  Alert,
  Button,
  Flex,
  Group,
  Modal,
  NativeSelect,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { PICK_LIST_QUERY, restaurantLabel } from '../../api/restaurants/restaurant-choice';
import {
  ADDRESS_LINE_MAX,
  MAX_HOSTS,
  RESTAURANT_NAME_MAX,
  RESTAURANT_TIME_ZONES,
  type RestaurantTimeZone,
} from '../../api/restaurants/restaurants.constants';
import { restaurantsQueries } from '../../api/restaurants/restaurants.queries';
import {
  restaurantsAdminMutations,
  restaurantsAdminQueries,
} from '../../api/restaurants/restaurants-admin.queries';
import type { Restaurant, RestaurantDetail } from '../../api/restaurants/restaurants.schema';
import { ApiError } from '../../api/request';
import { useI18n, type Translate } from '../../lib/i18n/i18n';
import { errorText } from '../../ui/feedback/error-text';
import { notify } from '../../ui/feedback/notify';
import { useIsMobile } from '../../ui/hooks/use-is-mobile';
import {
  checkRestaurant,
  hasProblems,
  initialValues,
  NO_PROBLEMS,
  restaurantBody,
  type FieldName,
  type HostValues,
  type Problem,
  type Problems,
  type RestaurantValues,
} from './restaurant-form';
import { TunnelList } from './tunnel-list';
import { ConnectedButton } from '../../ui/forms/connected-button';

const say = (t: Translate, problem: Problem | undefined) =>
  problem ? t(problem.key, problem.values) : undefined;

/**
 * The restaurant modal (spec 001 §2 "A restaurant modal exists"), for a new restaurant or for
 * `restaurant`: its fields checked before they go (restaurant-form.ts), the number checked free
 * against the whole chain, and a refusal shown above the form (a taken number also under its
 * field) while everything typed stays. Editing also shows its VPN tunnels, read only. Full
 * screen on a phone. Mounted per opening, so each starts from the restaurant as it is.
 */
export function RestaurantFormModal({
  restaurant,
  onClose,
}: {
  restaurant?: RestaurantDetail;
  onClose(): void;
}) {
  const { t } = useI18n();
  const isMobile = useIsMobile();
  const queryClient = useQueryClient();
  const create = useMutation(restaurantsAdminMutations.create());
  const update = useMutation(restaurantsAdminMutations.update());
  const save = restaurant ? update : create;
  const [values, setValues] = useState<RestaurantValues>(() => initialValues(restaurant));
  const [problems, setProblems] = useState<Problems>(NO_PROBLEMS);
  /** The provider's word on the number (409): shown under the field as it said it. */
  const [numberRefused, setNumberRefused] = useState<string | null>(null);
  const [checking, setChecking] = useState(false);
  const states = useQuery(restaurantsAdminQueries.states());
  const cities = useQuery({
    ...restaurantsAdminQueries.cities(values.state),
    enabled: values.state !== '',
  });
  const busy = save.isPending || checking;

  function set<K extends FieldName>(field: K, value: RestaurantValues[K]) {
    setValues((previous) => ({
      ...previous,
      [field]: value,
      // A city belongs to its state: another state empties it.
      ...(field === 'state' && value !== previous.state ? { city: '' } : {}),
    }));
    setProblems((previous) => ({
      ...previous,
      fields: { ...previous.fields, [field]: undefined },
    }));
    if (field === 'number') setNumberRefused(null);
  }

  function setHosts(update: (hosts: HostValues[]) => HostValues[]) {
    setValues((previous) => ({ ...previous, hosts: update(previous.hosts) }));
    setProblems((previous) => ({ ...previous, hosts: [], hostList: undefined }));
  }

  /** Another restaurant with the number, asked of the whole chain; none when it cannot tell. */
  async function numberTakenBy(number: number): Promise<Restaurant | undefined> {
    const page = await queryClient
      .fetchQuery(restaurantsQueries.list({ ...PICK_LIST_QUERY, search: String(number) }))
      .catch(() => null);
    return page?.content.find(
      (candidate) => candidate.number === number && candidate.uuid !== restaurant?.uuid,
    );
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const form = event.currentTarget;
    const found = checkRestaurant(values);
    setProblems(found);
    if (hasProblems(found)) {
      // To the first field to fix, once its message is drawn (a phone shows one screen of them).
      requestAnimationFrame(() =>
        form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus(),
      );
      return;
    }
    const body = restaurantBody(values);
    setChecking(true);
    const taken = await numberTakenBy(body.number);
    setChecking(false);
    if (taken) {
      setProblems({
        ...found,
        fields: {
          number: {
            key: 'restaurantsAdmin.check.numberTaken',
            values: { number: body.number, restaurant: restaurantLabel(taken) },
          },
        },
      });
      return;
    }
    const onSuccess = (saved: RestaurantDetail) => {
      const message = restaurant ? 'restaurantsAdmin.form.saved' : 'restaurantsAdmin.form.created';
      void notify({ color: 'green', message: t(message, { restaurant: restaurantLabel(saved) }) });
      onClose();
    };
    const onError = (error: Error) => {
      if (error instanceof ApiError && error.code === 409) setNumberRefused(error.message);
    };
    if (restaurant) update.mutate({ id: restaurant.uuid, body }, { onSuccess, onError });
    else create.mutate(body, { onSuccess, onError });
  }

  const field = (name: FieldName) => ({
    value: values[name],
    error: say(t, problems.fields[name]),
  });
  const stateOptions = (states.data ?? []).map((state) => ({
    value: state.uuid,
    label: `${state.name} (${state.code})`,
  }));
  const cityNames = (cities.data ?? []).map((city) => city.name);
  // A restaurant's city that the list lacks stays choosable, so an edit does not lose it.
  if (values.city && cities.data && !cityNames.includes(values.city))
    cityNames.unshift(values.city);

  return (
    <Modal
      opened
      onClose={busy ? () => undefined : onClose}
      title={
        restaurant
          ? t('restaurantsAdmin.form.editTitle', { restaurant: restaurantLabel(restaurant) })
          : t('restaurantsAdmin.form.createTitle')
      }
      fullScreen={isMobile}
      closeButtonProps={{ 'aria-label': t('app.close') }}
      centered
      size="xl"
    >
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Stack gap="sm">
          {save.isError && (
            <Alert
              color="red"
              variant="light"
              title={t('restaurantsAdmin.form.failed')}
              role="alert"
            >
              {errorText(save.error, t)}
            </Alert>
          )}
          {(states.isError || cities.isError) && (
            <Alert color="red" variant="light" role="alert">
              {t('restaurantsAdmin.form.listsFailed')}
            </Alert>
          )}
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <TextInput
              label={t('restaurantsAdmin.form.number')}
              required
              inputMode="numeric"
              {...field('number')}
              error={numberRefused ?? say(t, problems.fields.number)}
              onChange={(event) => set('number', event.currentTarget.value)}
              data-autofocus
            />
            <TextInput
              label={t('restaurantsAdmin.form.name')}
              required
              maxLength={RESTAURANT_NAME_MAX}
              {...field('name')}
              onChange={(event) => set('name', event.currentTarget.value)}
            />
            <NativeSelect
              label={t('restaurantsAdmin.form.timezone')}
              required
              data={RESTAURANT_TIME_ZONES.map((zone) => ({
                value: zone,
                label: t(`restaurantsAdmin.zone.${zone}`),
              }))}
              {...field('timezone')}
              onChange={(event) => set('timezone', event.currentTarget.value as RestaurantTimeZone)}
            />
            <NativeSelect
              label={t('restaurantsAdmin.form.state')}
              required
              data={[{ value: '', label: t('restaurantsAdmin.form.chooseState') }, ...stateOptions]}
              {...field('state')}
              onChange={(event) => set('state', event.currentTarget.value)}
            />
            <NativeSelect
              label={t('restaurantsAdmin.form.city')}
              required
              disabled={values.state === ''}
              description={
                values.state === '' ? t('restaurantsAdmin.form.cityAfterState') : undefined
              }
              data={[
                { value: '', label: t('restaurantsAdmin.form.chooseCity') },
                ...cityNames.map((name) => ({ value: name, label: name })),
              ]}
              {...field('city')}
              onChange={(event) => set('city', event.currentTarget.value)}
            />
            <TextInput
              label={t('restaurantsAdmin.form.postalCode')}
              description={t('restaurantsAdmin.form.postalCodeHint')}
              required
              inputMode="numeric"
              maxLength={10}
              {...field('postalCode')}
              onChange={(event) => set('postalCode', event.currentTarget.value)}
            />
            <TextInput
              label={t('restaurantsAdmin.form.securityCode')}
              description={t('restaurantsAdmin.form.securityCodeHint')}
              required
              inputMode="numeric"
              maxLength={8}
              {...field('securityCode')}
              onChange={(event) => set('securityCode', event.currentTarget.value)}
            />
          </SimpleGrid>
          <TextInput
            label={t('restaurantsAdmin.form.addressLine1')}
            required
            maxLength={ADDRESS_LINE_MAX}
            {...field('addressLine1')}
            onChange={(event) => set('addressLine1', event.currentTarget.value)}
          />
          <TextInput
            label={t('restaurantsAdmin.form.addressLine2')}
            maxLength={ADDRESS_LINE_MAX}
            {...field('addressLine2')}
            onChange={(event) => set('addressLine2', event.currentTarget.value)}
          />
          <HostRows hosts={values.hosts} problems={problems} onChange={setHosts} />
          {restaurant && <TunnelList restaurantUuid={restaurant.uuid} />}
          <Flex direction={{ base: 'column-reverse', xs: 'row' }} justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose} disabled={busy}>
              {t('restaurantsAdmin.cancel')}
            </Button>
            <ConnectedButton type="submit" loading={busy}>
              {t('restaurantsAdmin.save')}
            </ConnectedButton>
          </Flex>
        </Stack>
      </form>
    </Modal>
  );
}

/** The restaurant's hosts: a name and an address a row, added and removed by the user. */
function HostRows({
  hosts,
  problems,
  onChange,
}: {
  hosts: HostValues[];
  problems: Problems;
  onChange(update: (hosts: HostValues[]) => HostValues[]): void;
}) {
  const { t } = useI18n();
  const edit = (index: number, change: Partial<HostValues>) =>
    onChange((previous) =>
      previous.map((host, at) => (at === index ? { ...host, ...change } : host)),
    );
  return (
    <Stack gap="xs" component="fieldset" style={{ border: 0, padding: 0, margin: 0 }}>
      <Text component="legend" fw={500} size="sm">
        {t('restaurantsAdmin.form.hosts')}
      </Text>
      <Text size="xs" c="dimmed">
        {hosts.length === 0
          ? t('restaurantsAdmin.form.noHosts')
          : t('restaurantsAdmin.form.hostsHint')}
      </Text>
      {hosts.map((host, index) => (
        <Group key={index} align="flex-start" gap="xs" wrap="nowrap" data-testid="host-row">
          <TextInput
            style={{ flex: 1 }}
            label={t('restaurantsAdmin.form.hostName')}
            value={host.name}
            maxLength={63}
            error={say(t, problems.hosts[index]?.name)}
            onChange={(event) => edit(index, { name: event.currentTarget.value })}
          />
          <TextInput
            style={{ flex: 1 }}
            label={t('restaurantsAdmin.form.hostAddress')}
            value={host.address}
            maxLength={15}
            inputMode="decimal"
            error={say(t, problems.hosts[index]?.address)}
            onChange={(event) => edit(index, { address: event.currentTarget.value })}
          />
          <Button
            variant="subtle"
            color="red"
            mt={25}
            aria-label={t('restaurantsAdmin.form.removeHost', { index: index + 1 })}
            onClick={() => onChange((previous) => previous.filter((_, at) => at !== index))}
          >
            ×
          </Button>
        </Group>
      ))}
      {problems.hostList && (
        <Text size="xs" c="red" role="alert">
          {say(t, problems.hostList)}
        </Text>
      )}
      <Group>
        <Button
          variant="light"
          size="xs"
          disabled={hosts.length >= MAX_HOSTS}
          onClick={() => onChange((previous) => [...previous, { name: '', address: '' }])}
        >
          {t('restaurantsAdmin.form.addHost')}
        </Button>
      </Group>
    </Stack>
  );
}
