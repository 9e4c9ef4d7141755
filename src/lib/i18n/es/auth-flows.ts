import type { Message } from '../messages-en';
import type { authFlows as english } from '../en/auth-flows';

export const authFlows: Record<keyof typeof english, Message> = {};
