import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import { guardAuthPage } from '../features/auth/auth-route-guard';
import { loadResetLink } from '../features/auth/reset-link';
import { ResetPasswordPage } from '../features/auth/reset-password-page';
import { parse } from '../lib/schema-calls';

const searchSchema = v.object({
  token: v.fallback(v.optional(v.pipe(v.string(), v.nonEmpty())), undefined),
});

export const Route = createFileRoute('/reset-password')({
  validateSearch: (search) => parse(searchSchema, search),
  loaderDeps: ({ search }) => ({ token: search.token }),
  beforeLoad: () => guardAuthPage('/reset-password'),
  loader: ({ deps, abortController }) => loadResetLink(deps.token, abortController.signal),
  component: ResetPasswordPage,
});
