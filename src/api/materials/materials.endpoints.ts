import { needs } from '../../lib/access';
import { endpoint } from '../../lib/endpoint';
import { chickenPackagesSchema, fryerVendorsSchema } from './materials.schema';

const EVENTS_VIEW = needs('EVENTS');

/*
 * GET /materials/filters/* (spec 001 §7): the options of filters whose values are the provider's
 * data rather than constants of the console.
 */

/** GET /materials/filters/fryer-vendors: fryer vendor names, for the fryer calls' `vendors`. */
export const getFryerVendors = endpoint({
  method: 'GET',
  path: '/materials/filters/fryer-vendors',
  response: fryerVendorsSchema,
  auth: true,
  access: EVENTS_VIEW,
});

/**
 * GET /materials/filters/chicken-packages: the entree package codes, the entree chutes' `packages`
 * filter options (spec 001 §3 "packages (entree chutes only)"): for the entree-chutes analytics
 * (EVENTS) and the entree-chutes history (TIMER_CYCLE_HISTORY).
 */
export const getChickenPackages = endpoint({
  method: 'GET',
  path: '/materials/filters/chicken-packages',
  response: chickenPackagesSchema,
  auth: true,
  access: [EVENTS_VIEW, needs('TIMER_CYCLE_HISTORY')],
});
