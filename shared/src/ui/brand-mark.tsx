import { useId } from 'react';

/**
 * The product's mark (the "C" with a pulse on the accent's gradient): one drawing for the trainers'
 * sidebar, the sign-in screens and the clients' app. Decorative: the name beside it says "Coach".
 */
export function BrandMark({ size = 32, className }: { size?: number; className?: string }) {
  // Each drawing its own gradient id: two marks on one page must not share (or lose) one.
  const gradient = `brand-mark-${useId().replace(/:/g, '')}`;
  return (
    <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true" focusable="false" className={className}>
      <defs>
        <linearGradient id={gradient} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#3cc6c6" />
          <stop offset="1" stopColor="#1f8a8a" />
        </linearGradient>
      </defs>
      <rect width="32" height="32" rx="9" fill={`url(#${gradient})`} />
      <path d="M22.4 10.4A8.5 8.5 0 1 0 22.4 21.6" fill="none" stroke="#fff" strokeWidth="3" strokeLinecap="round" />
      <path d="M11.2 16h2.3l1.6-3.4 2.3 6.8 1.6-3.4h1.6" fill="none" stroke="#fff" strokeWidth="1.7" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}
