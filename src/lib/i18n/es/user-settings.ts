import type { Message } from '../messages-en';
import type { userSettings as english } from '../en/user-settings';

export const userSettings: Record<keyof typeof english, Message> = {};
