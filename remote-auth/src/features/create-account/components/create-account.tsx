import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { CreateAccountForm, type CreatedAccount } from './create-account-form';
import { WelcomeScreen } from './welcome-screen';

/** Form, then (same route, component state) the welcome screen with the free trial. */
export function CreateAccount() {
  const [searchParams] = useSearchParams();
  const [created, setCreated] = useState<CreatedAccount | null>(null);
  if (created) return <WelcomeScreen account={created} />;
  return <CreateAccountForm originCode={searchParams.get('code')} onCreated={setCreated} />;
}
