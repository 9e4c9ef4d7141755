import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import { guardAuthPage } from '../features/auth/auth-route-guard';
import { MultiStepAuthPage } from '../features/auth/multi-step-auth-page';
import { safeRedirectPath } from '../lib/safe-redirect';

const searchSchema = v.object({
  redirect: v.fallback(v.optional(v.string()), undefined),
});

export const Route = createFileRoute('/multi-step-auth')({
  validateSearch: (search) => v.parse(searchSchema, search),
  beforeLoad: ({ search }) =>
    guardAuthPage('/multi-step-auth', {
      home: safeRedirectPath(search.redirect),
      needsSession: true,
    }),
  component: MultiStepAuthPage,
});
