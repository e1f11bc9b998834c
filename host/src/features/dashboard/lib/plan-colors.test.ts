import { planColor, planSliceColors } from './plan-colors';

describe('planSliceColors', () => {
  it('gives every plan its own colour, for any number of plans, and "Sin plan" the grey', () => {
    for (const count of [2, 6, 7, 12, 40]) {
      const plans = [{ planId: null }, ...Array.from({ length: count }, (_, i) => ({ planId: i + 1 }))];
      const colors = planSliceColors(plans, 'grey');
      expect(colors[0]).toBe('grey');
      const planColors = colors.slice(1);
      expect(new Set(planColors).size).toBe(count);
      expect(planColors).not.toContain('grey');
    }
  });

  it('does not skip or repeat a colour when "Sin plan" sits between plans', () => {
    expect(planSliceColors([{ planId: 4 }, { planId: null }, { planId: 9 }], 'grey')).toEqual([planColor(0), 'grey', planColor(1)]);
  });

  it('the first two plans are not both the accent (the chart once showed them in the same teal)', () => {
    expect(planColor(0)).not.toBe(planColor(1));
  });
});
