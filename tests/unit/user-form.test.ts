import { describe, expect, it } from 'vitest';
import {
  checkUserForm,
  EMPTY_USER_FORM,
  roleChoices,
  userFormBody,
  userFormValues,
  type UserFormValues,
} from '../../src/features/users/user-form';

const filled: UserFormValues = {
  ...EMPTY_USER_FORM,
  email: ' nia.cook@demo.kitchen ',
  firstName: ' Nia ',
  lastName: 'Cook',
  restaurantUuid: 'r1',
  restaurantUuids: ['r2', 'r3'],
};

describe('the user form’s checks (spec 000 §5 "Text inputs")', () => {
  it('passes a whole form', () => {
    expect(checkUserForm(filled)).toEqual({});
  });

  it('requires the e-mail and names, within their lengths, and a valid e-mail', () => {
    expect(
      checkUserForm({ ...filled, email: ' ', firstName: '', lastName: 'x'.repeat(51) }),
    ).toEqual({
      email: { key: 'users.form.required' },
      firstName: { key: 'users.form.required' },
      lastName: { key: 'users.form.tooLong', values: { max: 50 } },
    });
    expect(checkUserForm({ ...filled, email: 'nia@' }).email).toEqual({
      key: 'users.form.invalidEmail',
    });
  });

  it('a USER needs their one restaurant; a MANAGER one or more, or every one; an ADMIN none', () => {
    expect(checkUserForm({ ...filled, restaurantUuid: null }).restaurants?.key).toBe(
      'users.form.oneRestaurant',
    );
    const manager = { ...filled, type: 'MANAGER' as const, restaurantUuids: [] };
    expect(checkUserForm(manager).restaurants?.key).toBe('users.form.someRestaurant');
    expect(checkUserForm({ ...manager, everyRestaurant: true })).toEqual({});
    expect(checkUserForm({ ...filled, type: 'ADMIN', restaurantUuid: null })).toEqual({});
  });
});

describe('what the form sends', () => {
  it('trims, and sends the restaurants that apply to the type', () => {
    expect(userFormBody(filled)).toMatchObject({
      email: 'nia.cook@demo.kitchen',
      firstName: 'Nia',
      restaurantUuids: ['r1'],
    });
    expect(userFormBody({ ...filled, type: 'MANAGER' }).restaurantUuids).toEqual(['r2', 'r3']);
    expect(
      userFormBody({ ...filled, type: 'MANAGER', everyRestaurant: true }).restaurantUuids,
    ).toBeNull();
    expect(userFormBody({ ...filled, type: 'ADMIN' }).restaurantUuids).toBeNull();
  });
});

describe('the role picker offers only roles the user may give (decision "Delegation: grant only what you hold")', () => {
  const supervisor = {
    type: 'MANAGER',
    userRoleDto: {
      accessList: [
        { moduleType: 'EVENTS' as const, actionType: ['VIEW' as const] },
        { moduleType: 'USERS' as const, actionType: ['VIEW' as const, 'EDIT' as const] },
      ],
    },
  };
  const roles = [
    {
      uuid: 'lead',
      name: 'Shift Lead',
      accessList: [{ moduleType: 'EVENTS' as const, actionType: ['VIEW' as const] }],
    },
    {
      uuid: 'support',
      name: 'Support Engineer',
      accessList: [{ moduleType: 'MONITORING' as const, actionType: ['VIEW' as const] }],
    },
  ];
  const names = (choices: ReturnType<typeof roleChoices>) =>
    choices.roles.map((role) => role.label);

  it('a non-ADMIN is offered only roles within their permissions, and never "No role"', () => {
    const choices = roleChoices(supervisor, roles, undefined);
    expect(names(choices)).toEqual(['Shift Lead']);
    expect(choices.noRole).toBe(false);
  });

  it('an ADMIN is offered every role and "No role"', () => {
    const choices = roleChoices({ type: 'ADMIN', userRoleDto: null }, roles, undefined);
    expect(names(choices)).toEqual(['Shift Lead', 'Support Engineer']);
    expect(choices.noRole).toBe(true);
  });

  it("editing, the user's current role stays a choice even when it could not be given", () => {
    const current = { uuid: 'support', name: 'Support Engineer' };
    expect(names(roleChoices(supervisor, roles, current))).toEqual([
      'Shift Lead',
      'Support Engineer',
    ]);
    // Beyond the first page of roles, it still shows, from the user's own record.
    const far = { uuid: 'far', name: 'Regional Director' };
    expect(names(roleChoices(supervisor, roles, far))).toEqual(['Shift Lead', 'Regional Director']);
  });

  it('without "No role" on offer, the form asks for a role before it goes', () => {
    expect(checkUserForm({ ...filled, roleUuid: null }, false).role).toEqual({
      key: 'users.form.chooseRole',
    });
    expect(checkUserForm({ ...filled, roleUuid: 'lead' }, false)).toEqual({});
    expect(checkUserForm({ ...filled, roleUuid: null }, true)).toEqual({});
  });
});

describe('editing a user a provider of the spec answered (spec 001 §3 "User": restaurantUuid)', () => {
  it('starts a MANAGER without restaurantUuids at their restaurantUuid, so a save does not clear it', () => {
    const values = userFormValues({
      uuid: 'u-1',
      email: 'lee@demo.kitchen',
      type: 'MANAGER',
      userRoleDto: null,
      restaurantUuid: 'r-7',
      notification: true,
      multiFactorAuthentication: false,
    });
    expect(values.restaurantUuids).toEqual(['r-7']);
    expect(checkUserForm(values).restaurants).toBeUndefined();
    expect(userFormBody(values).restaurantUuids).toEqual(['r-7']);
  });
});
