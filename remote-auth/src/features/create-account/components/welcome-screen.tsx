import Button from 'antd/es/button';
import { ONBOARDING_SESSION_KEY, toasts, TRIAL_DAYS, useSession, useToast, paths } from '@coach/shared';
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { CheckIcon } from '../../../components/icons';
import type { CreatedAccount } from './create-account-form';
import { useStartOnboarding } from '../api/start-onboarding';
import { CONFETTI_DELAY_MS, fireConfetti, prefersReducedMotion } from '../lib/celebrate';

const NEXT_STEPS = [
  'Sumá a tus clientes y compartiles su código de invitación.',
  'Armá rutinas, actividades y formularios con tu biblioteca.',
  'Organizá tu agenda y tus planes de pago.',
];

export function WelcomeScreen({ account }: { account: CreatedAccount }) {
  const navigate = useNavigate();
  const toast = useToast();
  const onboarding = useStartOnboarding();
  const headingRef = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    headingRef.current?.focus();
    if (prefersReducedMotion()) return undefined;
    const timer = window.setTimeout(() => {
      fireConfetti().catch(() => undefined);
    }, CONFETTI_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, []);

  const start = async () => {
    if (onboarding.isPending) return;
    try {
      const tokens = await onboarding.mutateAsync(account.credentials);
      // Set before signIn: the host may redirect a signed-in user at once, and the dashboard must see it.
      sessionStorage.setItem(ONBOARDING_SESSION_KEY, '1');
      try {
        useSession.getState().signIn(tokens);
      } catch (error) {
        sessionStorage.removeItem(ONBOARDING_SESSION_KEY);
        throw error;
      }
    } catch {
      toast.error(toasts.loginFailed.title, toasts.loginFailed.description);
      return;
    }
    navigate(paths.dashboard, { replace: true });
  };

  return (
    <section className="auth-welcome" data-testid="welcome-screen" aria-labelledby="welcome-title">
      <div className="auth-welcome-badge" aria-hidden="true">
        <span className="auth-welcome-days">{TRIAL_DAYS}</span>
        <span className="auth-welcome-unit">días</span>
      </div>
      <h1 id="welcome-title" className="auth-title" tabIndex={-1} ref={headingRef}>
        ¡Tu cuenta está lista{account.firstName ? `, ${account.firstName}` : ''}!
      </h1>
      <p className="auth-description">
        Tenés <strong>{TRIAL_DAYS} días de prueba gratis</strong> para conocer todo lo que podés hacer con tu negocio.
      </p>
      <ul className="auth-welcome-list">
        {NEXT_STEPS.map((step) => (
          <li key={step}>
            <CheckIcon />
            <span>{step}</span>
          </li>
        ))}
      </ul>
      <Button type="primary" size="large" block loading={onboarding.isPending} onClick={start}>
        Comenzar
      </Button>
      <p className="auth-alt">Te acompañamos con un recorrido guiado para que empieces en minutos.</p>
    </section>
  );
}
