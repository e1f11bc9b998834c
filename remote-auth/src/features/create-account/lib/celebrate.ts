import { ACCENT_COLOR } from '@coach/shared';

export const CONFETTI_DELAY_MS = 100;
export const CONFETTI_PARTICLES = 32;
const COLORS = [ACCENT_COLOR, '#5fd4d4', '#a7ecec', '#1f8a8a', '#ffffff'];

export const prefersReducedMotion = (): boolean =>
  typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/** A short burst of accent confetti; the library is fetched only now, never in the initial bundle. */
export async function fireConfetti(): Promise<void> {
  const { default: confetti } = await import(/* webpackChunkName: "confetti" */ 'canvas-confetti');
  await confetti({
    particleCount: CONFETTI_PARTICLES,
    spread: 75,
    startVelocity: 38,
    ticks: 220,
    origin: { x: 0.5, y: 0.3 },
    colors: COLORS,
    disableForReducedMotion: true,
    zIndex: 1100,
  });
}
