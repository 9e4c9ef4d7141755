import type { Messages } from './messages-en';
import { auth } from './es/auth';
import { common } from './es/common';
import { restaurants } from './es/restaurants';

/** The Spanish catalogue for kitchen crews; loaded only when Spanish is chosen. */
export const es: Messages = { ...common, ...auth, ...restaurants };
