import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { restaurantSchema } from '../../../src/api/restaurants/restaurants.schema';
import { userSchema } from '../../../src/api/users/users.schema';
import { toRestaurantDto } from '../../../sandbox/model/restaurants';
import { toUserDto } from '../../../sandbox/model/users';
import { createSeed, DEMO_ACCOUNTS, DEMO_RECOVERY_CODES } from '../../../sandbox/seed';

const NOW = Date.parse('2026-11-22T15:00:00Z');
const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('the seeded chain', () => {
  it('is the same for the same seed and now, uuids included', () => {
    expect(createSeed(NOW)).toEqual(createSeed(NOW));
  });

  it('changes with another seed', () => {
    expect(createSeed(NOW, 1).restaurants[0]?.uuid).not.toBe(
      createSeed(NOW, 2).restaurants[0]?.uuid,
    );
  });

  it('has at least 14 restaurants in at least 4 US time zones, each valid against restaurantSchema', () => {
    const { restaurants } = createSeed(NOW);
    expect(restaurants.length).toBeGreaterThanOrEqual(14);
    const zones = new Set(restaurants.map((restaurant) => restaurant.timezone));
    for (const zone of [
      'America/New_York',
      'America/Chicago',
      'America/Denver',
      'America/Los_Angeles',
    ]) {
      expect(zones).toContain(zone);
    }
    for (const restaurant of restaurants) {
      v.parse(restaurantSchema, toRestaurantDto(restaurant, true));
      expect(restaurant.uuid).toMatch(UUID_V4);
      expect(restaurant.hosts.length).toBeGreaterThanOrEqual(1);
      expect(restaurant.hosts.length).toBeLessThanOrEqual(2);
      // Each zone is a real IANA id the browser can format with.
      expect(
        () => new Intl.DateTimeFormat('en-US', { timeZone: restaurant.timezone }),
      ).not.toThrow();
    }
    expect(new Set(restaurants.map((restaurant) => restaurant.number)).size).toBe(
      restaurants.length,
    );
  });

  it('has every demo account, each valid against userSchema', () => {
    const chain = createSeed(NOW);
    for (const account of DEMO_ACCOUNTS) {
      const user = chain.users.find((candidate) => candidate.email === account.email);
      expect(user, account.email).toBeDefined();
      v.parse(userSchema, toUserDto(user!, chain.roles, chain.policies));
    }
    expect(new Set(chain.users.map((user) => user.email)).size).toBe(chain.users.length);
  });

  it('has a kitchen-floor account: a USER of restaurant 1001 whose role grants PCS VIEW and not the dashboard (spec 000 §6)', () => {
    const chain = createSeed(NOW);
    const floor = chain.users.find((user) => user.email === 'floor@demo.kitchen')!;
    const dto = v.parse(userSchema, toUserDto(floor, chain.roles, chain.policies));
    expect(dto.type).toBe('USER');
    expect(floor.restaurantUuid).toBe(
      chain.restaurants.find((restaurant) => restaurant.number === 1001)!.uuid,
    );
    const modules = dto.userRoleDto!.accessList.map((access) => access.moduleType);
    expect(modules).toContain('PCS');
    expect(modules).not.toContain('DASHBOARD');
    expect(floor.blocked || floor.multiFactorRequired).toBe(false);
  });

  it('keeps the mfa account single-use recovery codes hashed, one per documented code', () => {
    const mfa = createSeed(NOW).users.find((user) => user.email === 'mfa@demo.kitchen');
    expect(mfa?.recoveryCodes).toHaveLength(DEMO_RECOVERY_CODES.length);
    expect(
      mfa?.recoveryCodes.every((code) => code.usedAt === null && code.hash.startsWith('sha256$')),
    ).toBe(true);
    expect(mfa?.totpSecret).toBe('JBSWY3DPEHPK3PXP');
  });
});
