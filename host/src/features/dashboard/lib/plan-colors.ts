/**
 * Distinct, recognisable hues first (the accent, then antd's blue, orange, purple, magenta, gold,
 * green and red at their 6th step), none repeated: antd's info token is the accent in our theme, so
 * tokens alone gave two plans the same teal.
 */
const PLAN_PALETTE = ['#2bacac', '#1677ff', '#fa8c16', '#722ed1', '#eb2f96', '#faad14', '#52c41a', '#f5222d'];
const GOLDEN_ANGLE = 137.508;

/** The colour of the n-th plan (from 0): the palette, then hues a golden angle apart (never the same twice). */
export function planColor(index: number): string {
  const fixed = PLAN_PALETTE[index];
  if (fixed) return fixed;
  const step = index - PLAN_PALETTE.length;
  const hue = (20 + step * GOLDEN_ANGLE) % 360;
  // Lightness alternates so that neighbouring hues also differ in tone.
  const lightness = step % 2 === 0 ? 45 : 60;
  return `hsl(${hue.toFixed(2)}, 70%, ${lightness}%)`;
}

/** One colour per slice: "Sin plan" (planId null) in `noPlanColor`, every plan its own. */
export function planSliceColors(plans: readonly { planId: number | null }[], noPlanColor: string): string[] {
  let next = 0;
  return plans.map((plan) => (plan.planId === null ? noPlanColor : planColor(next++)));
}
