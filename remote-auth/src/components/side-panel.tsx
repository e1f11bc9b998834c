import { LogoMark } from './logo';

export const TAGLINE = 'Tu negocio fitness en un solo lugar.';

/** The illustration shown beside the form on large screens (≥ 992 px); drawn here, no external image. */
export function SidePanel() {
  return (
    <aside className="auth-aside" aria-label="Presentación de Coach">
      <div className="auth-aside-panel">
        <div className="auth-aside-brand">
          <LogoMark size={28} />
          <span>Coach</span>
        </div>
        <DashboardIllustration />
        <div className="auth-aside-copy">
          <p className="auth-aside-tagline">{TAGLINE}</p>
          <p className="auth-aside-subtitle">
            Clientes, rutinas, agenda y pagos en un mismo lugar, para que vos te enfoques en entrenar.
          </p>
        </div>
      </div>
    </aside>
  );
}

const bars = [46, 70, 58, 92, 78, 110, 96];

function DashboardIllustration() {
  return (
    <svg className="auth-illustration" viewBox="0 0 460 360" aria-hidden="true" focusable="false">
      <defs>
        <linearGradient id="auth-bar" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#ffffff" stopOpacity="0.95" />
          <stop offset="1" stopColor="#ffffff" stopOpacity="0.35" />
        </linearGradient>
        <filter id="auth-shadow" x="-20%" y="-20%" width="140%" height="160%">
          <feDropShadow dx="0" dy="12" stdDeviation="14" floodColor="#03262a" floodOpacity="0.35" />
        </filter>
      </defs>

      {/* Main card: weekly activity */}
      <g filter="url(#auth-shadow)">
        <rect x="30" y="40" width="300" height="200" rx="20" fill="#ffffff" fillOpacity="0.14" stroke="#ffffff" strokeOpacity="0.28" />
      </g>
      <rect x="54" y="64" width="96" height="10" rx="5" fill="#ffffff" fillOpacity="0.9" />
      <rect x="54" y="82" width="60" height="8" rx="4" fill="#ffffff" fillOpacity="0.45" />
      <rect x="262" y="62" width="46" height="22" rx="11" fill="#ffffff" fillOpacity="0.22" />
      <path d="M276 77l6-6 5 4 7-8" fill="none" stroke="#ffffff" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
      {bars.map((height, index) => (
        <rect key={index} x={58 + index * 37} y={218 - height} width="20" height={height} rx="6" fill="url(#auth-bar)" />
      ))}
      <path
        d="M68 160 C 100 150, 118 128, 142 132 S 190 104, 216 110 S 262 80, 300 86"
        fill="none"
        stroke="#b9f3f3"
        strokeWidth="3"
        strokeLinecap="round"
      />

      {/* Floating chip: today's workout */}
      <g filter="url(#auth-shadow)">
        <rect x="262" y="10" width="178" height="50" rx="25" fill="#ffffff" />
      </g>
      <circle cx="287" cy="35" r="15" fill="#2bacac" />
      <path d="M280 35h14M281 31v8M293 31v8M278 33v4M296 33v4" stroke="#ffffff" strokeWidth="2" strokeLinecap="round" />
      <rect x="310" y="26" width="88" height="8" rx="4" fill="#0f3d41" fillOpacity="0.85" />
      <rect x="310" y="39" width="58" height="7" rx="3.5" fill="#0f3d41" fillOpacity="0.35" />

      {/* Floating card: monthly goal */}
      <g filter="url(#auth-shadow)">
        <rect x="262" y="178" width="180" height="132" rx="18" fill="#ffffff" />
      </g>
      <circle cx="312" cy="244" r="30" fill="none" stroke="#2bacac" strokeOpacity="0.18" strokeWidth="9" />
      <circle
        cx="312"
        cy="244"
        r="30"
        fill="none"
        stroke="#2bacac"
        strokeWidth="9"
        strokeLinecap="round"
        strokeDasharray="188.5"
        strokeDashoffset="47"
        transform="rotate(-90 312 244)"
      />
      <rect x="356" y="222" width="64" height="9" rx="4.5" fill="#0f3d41" fillOpacity="0.85" />
      <rect x="356" y="238" width="48" height="7" rx="3.5" fill="#0f3d41" fillOpacity="0.35" />
      <rect x="356" y="252" width="56" height="7" rx="3.5" fill="#2bacac" fillOpacity="0.6" />

      {/* Small card: clients */}
      <g filter="url(#auth-shadow)">
        <rect x="14" y="262" width="220" height="84" rx="16" fill="#ffffff" fillOpacity="0.16" stroke="#ffffff" strokeOpacity="0.28" />
      </g>
      {[0, 1, 2, 3].map((index) => (
        <circle
          key={index}
          cx={44 + index * 24}
          cy={304}
          r="15"
          fill={['#b9f3f3', '#ffffff', '#7fdada', '#e6fbfb'][index]}
          stroke="#1b7c80"
          strokeWidth="3"
        />
      ))}
      <rect x="150" y="292" width="62" height="9" rx="4.5" fill="#ffffff" fillOpacity="0.85" />
      <rect x="150" y="308" width="44" height="7" rx="3.5" fill="#ffffff" fillOpacity="0.45" />
    </svg>
  );
}
