import { describe, expect, it } from 'vitest';
import {
  checkUserForm,
  EMPTY_USER_FORM,
  userFormBody,
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

describe('the user form’s checks (spec 000 §5 "Text inputs"; issue 13)', () => {
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
