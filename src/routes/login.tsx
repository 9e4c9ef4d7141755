import { createFileRoute, redirect } from '@tanstack/react-router';
import * as v from 'valibot';
import { loginSnapshot } from '../api/auth/login-state';
import { authRedirect } from '../lib/auth-redirects';
import { LoginPage } from '../features/auth/login-page';
import { safeRedirectPath } from '../lib/safe-redirect';
import { parse } from '../lib/schema-calls';

const loginSearchSchema = v.object({
  redirect: v.fallback(v.optional(v.string()), undefined),
  /** Why the user is here: the provider ended the session (spec 000 §4). */
  reason: v.fallback(v.optional(v.picklist(['session-ended'])), undefined),
});

export const Route = createFileRoute('/login')({
  validateSearch: (search) => parse(loginSearchSchema, search),
  beforeLoad: ({ search }) => {
    const target = authRedirect(loginSnapshot(), '/login', safeRedirectPath(search.redirect));
    if (target) throw redirect({ href: target, replace: true });
  },
  component: LoginPage,
});
