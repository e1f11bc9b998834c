import type { ClientAppRegistrationPending } from '@coach/shared/contracts';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { SignUpForm } from './sign-up-form';
import { VerifyEmailForm } from './verify-email-form';

/** The app's sign-up in its two steps (the API's): data and trainer's code, then the code mailed to the client. */
export function ClientSignUp() {
  const [searchParams] = useSearchParams();
  const code = (searchParams.get('codigo') ?? '').trim().toUpperCase();
  const [pending, setPending] = useState<ClientAppRegistrationPending | null>(null);
  return pending ? <VerifyEmailForm pending={pending} onRestart={() => setPending(null)} /> : <SignUpForm code={code} onPending={setPending} />;
}
