import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/Flex.css';
import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Checkbox.css';
import '@mantine/core/styles/Pill.css';
import '@mantine/core/styles/PillsInput.css';
import {
  Alert,
  Button,
  Checkbox,
  Flex,
  Modal,
  MultiSelect,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import {
  USER_EMAIL_MAX_LENGTH,
  USER_NAME_MAX_LENGTH,
  USER_TYPES,
  type UserType,
} from '../../api/users/users.constants';
import { managedUsersMutations } from '../../api/users/managed-users.queries';
import type { ManagedUser } from '../../api/users/managed-users.schema';
import { isAdmin } from '../../lib/access';
import { liftsOwnMultiFactor } from '../../lib/delegation';
import { useI18n } from '../../lib/i18n/i18n';
import { errorText } from '../../ui/feedback/error-text';
import { notify } from '../../ui/feedback/notify';
import { useIsMobile } from '../../ui/hooks/use-is-mobile';
import {
  checkUserForm,
  EMPTY_USER_FORM,
  roleChoices,
  userFormBody,
  userFormValues,
  worksEverywhere,
  type Problem,
  type UserFormProblems,
  type UserFormValues,
} from './user-form';
import type { Manager } from './user-offers';
import { useUserOptions } from './use-user-options';
import { fullName } from './user-format';
import { ConnectedButton } from '../../ui/forms/connected-button';

const NO_ROLE = 'none';

/**
 * Create or edit a user in a modal (full screen on a phone): e-mail, names, type, role, the
 * restaurants that apply to the type (a USER's one, a MANAGER's several or all, none for an
 * ADMIN), the notification and multi-factor flags. Checked before it goes; the provider's
 * refusal (a 409 duplicate e-mail, a 400, a 403 when `me`'s access changed meanwhile) is said
 * above the form, which keeps what was typed. The type and role offered are those `me` may give
 * (delegation, "Grant only what you hold": `roleChoices`); the page opens it only on a user `me`
 * may act on (`offeredActions`), and "multi-factor required" stays on for one's own account. Mounted only while open, so each
 * opening starts from the user as listed.
 */
export function UserFormDialog({
  me,
  user,
  self = false,
  onClose,
}: {
  /** The signed-in user, whose own access bounds what the form offers. */
  me: Manager;
  user: ManagedUser | null;
  /** Editing oneself: the type stays (the provider refuses a change of one's own type). */
  self?: boolean;
  onClose(): void;
}) {
  const { t } = useI18n();
  const isMobile = useIsMobile();
  const options = useUserOptions();
  const create = useMutation(managedUsersMutations.create());
  const update = useMutation(managedUsersMutations.update());
  const saving = user ? update : create;
  const [values, setValues] = useState<UserFormValues>(() =>
    user ? userFormValues(user) : EMPTY_USER_FORM,
  );
  const [problems, setProblems] = useState<UserFormProblems>({});
  const choices = roleChoices(me, options.roleList, user ? user.userRoleDto : undefined);
  // Nobody lifts "multi-factor required" from their own account (delegation.ts).
  const multiFactorHeld = user !== null && liftsOwnMultiFactor(me.uuid, user, false);
  // Only an ADMIN makes an ADMIN (the provider refuses anyone else); one already is stays shown.
  const types = USER_TYPES.filter((type) => type !== 'ADMIN' || isAdmin(me) || user?.type === type);

  const set = <K extends keyof UserFormValues>(key: K, value: UserFormValues[K]) =>
    setValues((previous) => ({ ...previous, [key]: value }));
  const say = (problem: Problem | undefined) => problem && t(problem.key, problem.values);

  function submit(event: FormEvent) {
    event.preventDefault();
    const found = checkUserForm(values, choices.noRole);
    setProblems(found);
    if (Object.keys(found).length > 0) return;
    const body = userFormBody(values);
    const done = (saved: ManagedUser) => {
      void notify({
        color: 'green',
        message: t(user ? 'users.form.saved' : 'users.form.created', { user: fullName(saved) }),
      });
      onClose();
    };
    if (user) update.mutate({ ...body, uuid: user.uuid }, { onSuccess: done });
    else create.mutate(body, { onSuccess: done });
  }

  const restaurantProblem = say(problems.restaurants);
  return (
    <Modal
      opened
      onClose={saving.isPending ? () => undefined : onClose}
      title={
        user ? t('users.form.editTitle', { user: fullName(user) }) : t('users.form.createTitle')
      }
      fullScreen={isMobile}
      centered
      size="lg"
      closeButtonProps={{ 'aria-label': t('app.close') }}
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          {saving.isError && (
            <Alert color="red" variant="light" title={t('users.form.failed')} role="alert">
              {errorText(saving.error, t)}
            </Alert>
          )}
          <TextInput
            label={t('users.form.email')}
            type="email"
            required
            value={values.email}
            maxLength={USER_EMAIL_MAX_LENGTH}
            onChange={(event) => set('email', event.currentTarget.value)}
            error={say(problems.email)}
            data-autofocus
          />
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
            <TextInput
              label={t('users.form.firstName')}
              required
              value={values.firstName}
              maxLength={USER_NAME_MAX_LENGTH}
              onChange={(event) => set('firstName', event.currentTarget.value)}
              error={say(problems.firstName)}
            />
            <TextInput
              label={t('users.form.lastName')}
              required
              value={values.lastName}
              maxLength={USER_NAME_MAX_LENGTH}
              onChange={(event) => set('lastName', event.currentTarget.value)}
              error={say(problems.lastName)}
            />
          </SimpleGrid>
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
            <Select
              label={t('users.form.type')}
              data={types.map((type) => ({ value: type, label: t(`users.type.${type}`) }))}
              value={values.type}
              allowDeselect={false}
              disabled={self}
              onChange={(value) => value && set('type', value as UserType)}
            />
            <Select
              label={t('users.form.role')}
              required={!choices.noRole}
              description={
                !choices.noRole
                  ? t('users.form.roleHintHeld')
                  : values.type === 'ADMIN'
                    ? undefined
                    : t('users.form.roleHint')
              }
              data={[
                ...(choices.noRole ? [{ value: NO_ROLE, label: t('users.form.noRole') }] : []),
                ...choices.roles,
              ]}
              value={values.roleUuid ?? (choices.noRole ? NO_ROLE : null)}
              allowDeselect={false}
              searchable
              onChange={(value) => set('roleUuid', !value || value === NO_ROLE ? null : value)}
              error={say(problems.role)}
            />
          </SimpleGrid>
          <RestaurantFields
            values={values}
            set={set}
            restaurants={options.restaurants}
            problem={restaurantProblem}
            mayGiveEvery={worksEverywhere(me)}
          />
          <Checkbox
            label={t('users.form.notification')}
            description={t('users.form.notificationHint')}
            checked={values.notification}
            onChange={(event) => set('notification', event.currentTarget.checked)}
          />
          <Checkbox
            label={t('users.form.multiFactor')}
            description={t(
              multiFactorHeld ? 'users.form.multiFactorOwn' : 'users.form.multiFactorHint',
            )}
            disabled={multiFactorHeld}
            checked={values.multiFactorRequired}
            onChange={(event) => set('multiFactorRequired', event.currentTarget.checked)}
          />
          {!user && (
            <Text size="sm" c="dimmed">
              {t('users.form.inviteHint')}
            </Text>
          )}
          <Flex direction={{ base: 'column-reverse', xs: 'row' }} justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose} disabled={saving.isPending}>
              {t('users.form.cancel')}
            </Button>
            <ConnectedButton type="submit" loading={saving.isPending}>
              {t('users.form.save')}
            </ConnectedButton>
          </Flex>
        </Stack>
      </form>
    </Modal>
  );
}

/** A USER's one restaurant, a MANAGER's several or every one, nothing to pick for an ADMIN. */
function RestaurantFields({
  values,
  set,
  restaurants,
  problem,
  mayGiveEvery,
}: {
  /** Only a user of every restaurant gives every restaurant (docs/decisions/sign-in-and-access.md, "Delegation"). */
  mayGiveEvery: boolean;
  values: UserFormValues;
  set<K extends keyof UserFormValues>(key: K, value: UserFormValues[K]): void;
  restaurants: Array<{ value: string; label: string }>;
  problem: string | undefined;
}) {
  const { t } = useI18n();
  if (values.type === 'ADMIN') {
    return (
      <Text size="sm" c="dimmed">
        {t('users.form.adminRestaurants')}
      </Text>
    );
  }
  if (values.type === 'USER') {
    return (
      <Select
        label={t('users.form.restaurant')}
        required
        searchable
        data={restaurants}
        value={values.restaurantUuid}
        onChange={(value) => set('restaurantUuid', value)}
        error={problem}
      />
    );
  }
  return (
    <Stack gap={6}>
      {(mayGiveEvery || values.everyRestaurant) && (
        <Checkbox
          label={t('users.form.everyRestaurant')}
          checked={values.everyRestaurant}
          onChange={(event) => set('everyRestaurant', event.currentTarget.checked)}
        />
      )}
      {!values.everyRestaurant && (
        <MultiSelect
          label={t('users.form.restaurants')}
          required
          searchable
          data={restaurants}
          value={values.restaurantUuids}
          onChange={(value) => set('restaurantUuids', value)}
          error={problem}
        />
      )}
    </Stack>
  );
}
