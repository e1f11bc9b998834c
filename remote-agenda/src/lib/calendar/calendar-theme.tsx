import { onAccentColor, useTheme } from '@coach/shared';
import theme from 'antd/es/theme';
import type { CSSProperties, ReactNode } from 'react';

// FullCalendar v6 injects its own stylesheet and reads its colours from these custom properties: they
// take antd's tokens, so the calendar follows the dark and light themes like the rest of the app.
const SCOPE = 'coach-calendar';

// Layout rules FullCalendar does not offer as options: the toolbar wraps instead of pushing the page
// sideways on a 390 px phone, the buttons look like the app's (radius, focus ring), and text keeps AA
// contrast (on the accent, and the days of the next and previous months, which FullCalendar fades to 30%).
const css = `
.${SCOPE} .fc .fc-toolbar { flex-wrap: wrap; gap: 8px; }
.${SCOPE} .fc .fc-toolbar-title { font-size: 1.15rem; }
.${SCOPE} .fc .fc-toolbar-title::first-letter { text-transform: uppercase; }
.${SCOPE} .fc .fc-button { border-radius: var(--coach-radius); text-transform: capitalize; }
.${SCOPE} .fc .fc-button:focus-visible { outline: 2px solid var(--coach-focus); outline-offset: 1px; }
.${SCOPE} .fc .fc-event:focus-visible { outline: 2px solid var(--coach-focus); outline-offset: 1px; }
.${SCOPE} .fc .fc-col-header-cell-cushion, .${SCOPE} .fc .fc-daygrid-day-number { color: inherit; text-decoration: none; }
.${SCOPE} .fc .fc-list-day-cushion { background: var(--fc-neutral-bg-color); }
.${SCOPE} .fc .fc-button-primary:not(:disabled).fc-button-active, .${SCOPE} .fc .fc-button-primary:not(:disabled):active { color: var(--coach-on-accent); }
.${SCOPE} .fc .fc-day-other .fc-daygrid-day-top { opacity: 1; color: var(--coach-muted-text); }
.${SCOPE} .fc .fc-daygrid-event { white-space: normal; }
.${SCOPE} .fc .fc-daygrid-dot-event, .${SCOPE} .fc .fc-daygrid-more-link { color: var(--coach-text); }
.${SCOPE} .fc-view-harness { overflow-x: auto; }
@media (max-width: 600px) {
  .${SCOPE} .fc .fc-toolbar { justify-content: center; }
  .${SCOPE} .fc .fc-toolbar-chunk { display: flex; flex-wrap: wrap; justify-content: center; gap: 4px; }
  .${SCOPE} .fc .fc-button { padding: 4px 8px; font-size: 0.85rem; }
}
`;

/** Wraps a FullCalendar so it takes the app's theme (colours, radius, focus ring) and fits small screens. */
export function CalendarTheme({ children }: { children: ReactNode }) {
  const { token } = theme.useToken();
  const onAccent = onAccentColor(useTheme((state) => state.resolved));
  const variables = {
    '--fc-page-bg-color': token.colorBgContainer,
    '--fc-neutral-bg-color': token.colorFillTertiary,
    '--fc-neutral-text-color': token.colorTextSecondary,
    '--fc-border-color': token.colorBorderSecondary,
    '--fc-button-text-color': token.colorText,
    '--fc-button-bg-color': token.colorBgContainer,
    '--fc-button-border-color': token.colorBorder,
    '--fc-button-hover-bg-color': token.colorFillSecondary,
    '--fc-button-hover-border-color': token.colorPrimaryHover,
    '--fc-button-active-bg-color': token.colorPrimary,
    '--fc-button-active-border-color': token.colorPrimary,
    '--fc-event-bg-color': token.colorPrimary,
    '--fc-event-border-color': token.colorPrimary,
    '--fc-event-text-color': onAccent,
    '--coach-on-accent': onAccent,
    '--coach-muted-text': token.colorTextTertiary,
    '--coach-text': token.colorText,
    '--fc-today-bg-color': token.colorPrimaryBg,
    '--fc-highlight-color': token.colorPrimaryBgHover,
    '--fc-now-indicator-color': token.colorError,
    '--fc-list-event-hover-bg-color': token.colorFillSecondary,
    '--fc-more-link-bg-color': token.colorFillSecondary,
    '--fc-more-link-text-color': token.colorText,
    '--fc-non-business-color': token.colorFillQuaternary,
    '--coach-radius': `${token.borderRadius}px`,
    '--coach-focus': token.colorPrimary,
    color: token.colorText,
    minWidth: 0,
  } as CSSProperties;
  return (
    <div className={SCOPE} style={variables}>
      <style>{css}</style>
      {children}
    </div>
  );
}
