import { createFileRoute, useNavigate } from '@tanstack/react-router';
import * as v from 'valibot';
import { readSession } from '../api/auth/session-store';
import { guardAuthPage } from '../features/auth/auth-route-guard';
import { MultiFactorSetupPage } from '../features/auth/multi-factor-setup-page';
import { MultiStepAuthPage } from '../features/auth/multi-step-auth-page';
import { MultiFactorEnrolment } from '../features/user-settings/multi-factor-enrolment';
import { safeRedirectPath } from '../lib/safe-redirect';
import { parse } from '../lib/schema-calls';

const searchSchema = v.object({
  redirect: v.fallback(v.optional(v.string()), undefined),
});

export const Route = createFileRoute('/multi-step-auth')({
  validateSearch: (search) => parse(searchSchema, search),
  beforeLoad: ({ search }) => {
    guardAuthPage('/multi-step-auth', {
      home: safeRedirectPath(search.redirect),
      needsSession: true,
    });
    // Read once on arrival: enabling clears the flag, and the recovery codes must stay.
    return { setupRequired: readSession()?.multiFactorSetupRequired ?? false };
  },
  component: MultiFactorPage,
});

/**
 * The sign-in's second step: a code to verify, or, for a user who must set multi-factor up
 * first, the security page's setup in the sign-in's frame, then the page asked for.
 */
function MultiFactorPage() {
  const { setupRequired } = Route.useRouteContext();
  const search = Route.useSearch();
  const navigate = useNavigate();
  if (!setupRequired) return <MultiStepAuthPage />;
  return (
    <MultiFactorSetupPage>
      <MultiFactorEnrolment
        onDone={() => void navigate({ href: safeRedirectPath(search.redirect), replace: true })}
      />
    </MultiFactorSetupPage>
  );
}
