import { createFileRoute, redirect } from '@tanstack/react-router';
import * as v from 'valibot';
import { readSession } from '../api/auth/session-store';
import { LoginPage } from '../features/auth/login-page';
import { safeRedirectPath } from '../lib/safe-redirect';

const loginSearchSchema = v.object({
  redirect: v.fallback(v.optional(v.string()), undefined),
});

export const Route = createFileRoute('/login')({
  validateSearch: (search) => v.parse(loginSearchSchema, search),
  beforeLoad: ({ search }) => {
    if (readSession()) throw redirect({ href: safeRedirectPath(search.redirect), replace: true });
  },
  component: LoginPage,
});
