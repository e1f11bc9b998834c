import type { ThemeConfig } from 'antd/es/config-provider/context';
import { ACCENT_COLOR, type ResolvedTheme } from './theme-store';

/**
 * The accent (#2bacac, SPEC.md) stays the colour of every filled control, but white on it reads at
 * 2.8:1 (WCAG AA asks 4.5:1 for text): text on an accent fill is this deep teal instead (5.2:1 on
 * #2bacac); the dark theme's buttons, #289595, take a darker one (5.4:1).
 */
export const ON_ACCENT_COLOR = '#03302f';

/** Text on the theme's accent fill (a primary button, a calendar event): #289595 in the dark theme. */
export const onAccentColor = (theme: ResolvedTheme) => (theme === 'light' ? ON_ACCENT_COLOR : '#001414');

/**
 * The accent as text (links, the selected tab, the sidebar's current item): #2bacac on white reads at
 * 2.8:1, so light text uses a darker teal of the same hue (5.9:1 on white, 4.8:1 on the sidebar's
 * selected background) and dark text a lighter one (11:1 on black, 6:1 on the selected background).
 */
const accentText: Record<ResolvedTheme, { text: string; hover: string }> = {
  light: { text: '#137070', hover: '#1d8589' },
  dark: { text: '#4fd1d1', hover: '#7fe0e0' },
};

/**
 * antd's secondary, tertiary and placeholder greys (45% and 25% black or white) and its default red
 * and green read below 4.5:1 on their backgrounds; these tokens raise them to AA in each theme
 * (measured with axe over every route, docs/decisions.md).
 */
export function accessibleTheme(theme: ResolvedTheme): Pick<ThemeConfig, 'token' | 'components'> {
  const { text, hover } = accentText[theme];
  const light = theme === 'light';
  const danger = light ? '#cf1322' : '#ff6b6b';
  return {
    token: {
      colorPrimary: ACCENT_COLOR,
      colorInfo: ACCENT_COLOR,
      colorLink: text,
      colorLinkHover: hover,
      colorLinkActive: text,
      colorPrimaryText: text,
      colorPrimaryTextHover: hover,
      colorPrimaryTextActive: text,
      colorTextTertiary: light ? 'rgba(0, 0, 0, 0.6)' : 'rgba(255, 255, 255, 0.6)',
      colorTextDescription: light ? 'rgba(0, 0, 0, 0.6)' : 'rgba(255, 255, 255, 0.6)',
      colorTextPlaceholder: light ? 'rgba(0, 0, 0, 0.56)' : 'rgba(255, 255, 255, 0.5)',
      // Error text outside a Form.Item (a date field's own message) reads like the Form's.
      colorErrorText: danger,
      // Green text (the dashboard's rising trend): antd's green-6 reads at 2.3:1 on white, green-8 at 5.6:1.
      ...(light && { colorSuccessText: '#237804' }),
      borderRadius: 8,
    },
    // Red and green as text, where antd uses the seed colour itself (derived tints stay as they are):
    // red-7 and green-8 on white, a lighter red on the dark theme's black.
    components: {
      Button: { primaryColor: onAccentColor(theme), colorError: danger, dangerColor: light ? '#ffffff' : '#141414' },
      Form: { colorError: danger },
      // The cyan tags (muscle groups, the library's "Coach", the sidebar's "Nuevo"): cyan-8 on cyan-1, 5.8:1.
      // The payment tags ("Pago parcial", "Pendiente"): gold-9 on the warning and gold tints (6.5:1, was
      // 1.8:1), orange-8 on orange-1 (5.1:1), and the accent's text teal on its tint for "processing" (4.8:1).
      Tag: light
        ? { colorSuccess: '#237804', cyan7: '#006d75', colorError: danger, colorWarning: '#874d00', gold7: '#874d00', orange7: '#ad4e00', colorInfo: text }
        : {},
      Tabs: { itemSelectedColor: text, itemHoverColor: hover, itemActiveColor: text },
      Radio: { buttonSolidCheckedColor: ON_ACCENT_COLOR },
      Avatar: { colorTextLightSolid: ON_ACCENT_COLOR },
    },
  };
}
