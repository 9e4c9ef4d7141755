import { describe, expect, it } from 'vitest';
import {
  checkRestaurant,
  hasProblems,
  initialValues,
  restaurantBody,
  type RestaurantValues,
} from '../../src/features/restaurants/restaurant-form';

const good: RestaurantValues = {
  ...initialValues(),
  number: ' 4321 ',
  name: ' Ponce City Market ',
  state: 'ga-uuid',
  city: 'Atlanta',
  postalCode: '30308-1234',
  securityCode: '4829',
  addressLine1: '675 Ponce De Leon Ave NE',
  hosts: [{ name: 'kitchen-pc-01', address: '10.0.0.12' }],
};

describe('the restaurant form’s check (spec 000 §5, spec 001 §3 "Restaurant")', () => {
  it('accepts a whole restaurant and sends it trimmed, an empty second line as none', () => {
    expect(hasProblems(checkRestaurant(good))).toBe(false);
    expect(restaurantBody(good)).toMatchObject({
      number: 4321,
      name: 'Ponce City Market',
      addressLine2: null,
      hosts: [{ name: 'kitchen-pc-01', address: '10.0.0.12' }],
    });
  });

  it.each(['1e3', '12.0', '-5', '0', '1000000', 'abc'])('refuses the number %s', (number) => {
    expect(checkRestaurant({ ...good, number }).fields.number?.key).toBe(
      'restaurantsAdmin.check.number',
    );
  });

  it.each(['3030', '303081', '30308-12', 'ABCDE'])('refuses the postal code %s', (postalCode) => {
    expect(checkRestaurant({ ...good, postalCode }).fields.postalCode?.key).toBe(
      'restaurantsAdmin.check.postalCode',
    );
  });

  it('refuses a security code of 3 or 9 digits, and says a name over 100 characters', () => {
    expect(checkRestaurant({ ...good, securityCode: '123' }).fields.securityCode).toBeDefined();
    expect(
      checkRestaurant({ ...good, securityCode: '123456789' }).fields.securityCode,
    ).toBeDefined();
    expect(checkRestaurant({ ...good, name: 'x'.repeat(101) }).fields.name).toEqual({
      key: 'restaurantsAdmin.check.tooLong',
      values: { max: 100 },
    });
  });

  it('refuses a host named twice and an address that is not IPv4', () => {
    const problems = checkRestaurant({
      ...good,
      hosts: [
        { name: 'kitchen-pc-01', address: '10.0.0.12' },
        { name: 'kitchen-pc-01', address: '10.0.0.256' },
      ],
    });
    expect(problems.hosts[1]).toEqual({
      name: { key: 'restaurantsAdmin.check.hostTwice' },
      address: { key: 'restaurantsAdmin.check.hostAddress' },
    });
  });
});
