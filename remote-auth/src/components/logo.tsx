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
  return (
    <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true" focusable="false" className="auth-logo-mark">
      <defs>
        <linearGradient id="auth-logo-gradient" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#3cc6c6" />
          <stop offset="1" stopColor="#1f8a8a" />
        </linearGradient>
      </defs>
      <rect width="32" height="32" rx="9" fill="url(#auth-logo-gradient)" />
      <path d="M22.4 10.4A8.5 8.5 0 1 0 22.4 21.6" fill="none" stroke="#fff" strokeWidth="3" strokeLinecap="round" />
      <path d="M11.2 16h2.3l1.6-3.4 2.3 6.8 1.6-3.4h1.6" fill="none" stroke="#fff" strokeWidth="1.7" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}
