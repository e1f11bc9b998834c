import { Link } from 'react-router-dom';

/** The product's wordmark; on every auth screen it leads back to the login. */
export function Logo({ tone = 'default' }: { tone?: 'default' | 'inverted' }) {
  return (
    <Link to="/login" className={`auth-logo auth-logo--${tone}`} aria-label="Coach, ir a iniciar sesión">
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
      <path d="M21.5 10.6A7.5 7.5 0 1 0 21.5 21.4" fill="none" stroke="#fff" strokeWidth="3" strokeLinecap="round" />
      <path d="M13 16h2.4l1.4-3 2.2 6 1.4-3H23" fill="none" stroke="#fff" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}
