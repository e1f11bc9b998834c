import { BrandMark } from '@coach/shared';
import { Link } from 'react-router-dom';
import { useAudience } from '../lib/audience';

/** The product's wordmark; on every auth screen it leads back to the login. */
export function Logo({ tone = 'default' }: { tone?: 'default' | 'inverted' }) {
  const { links } = useAudience();
  return (
    <Link to={links.login} className={`auth-logo auth-logo--${tone}`} aria-label="Coach, ir a iniciar sesión">
      <LogoMark />
      <span className="auth-logo-text" aria-hidden="true">
        Coach
      </span>
    </Link>
  );
}

export function LogoMark({ size = 32 }: { size?: number }) {
  return <BrandMark size={size} className="auth-logo-mark" />;
}
