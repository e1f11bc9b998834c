import Segmented from 'antd/es/segmented';
import { useTheme, type ThemeMode } from '@coach/shared';
import type { ReactNode } from 'react';
import { MonitorIcon, MoonIcon, SunIcon } from './icons';

const modes: { value: ThemeMode; label: string; icon: ReactNode }[] = [
  { value: 'light', label: 'Claro', icon: <SunIcon /> },
  { value: 'dark', label: 'Oscuro', icon: <MoonIcon /> },
  { value: 'system', label: 'Sistema', icon: <MonitorIcon /> },
];

/** Light, dark or system theme; the choice is kept by the shared theme store. */
export function ThemeControl() {
  const mode = useTheme((state) => state.mode);
  const setMode = useTheme((state) => state.setMode);
  return (
    <Segmented<ThemeMode>
      aria-label="Tema"
      size="small"
      value={mode}
      onChange={setMode}
      className="auth-theme-control"
      options={modes.map(({ value, label, icon }) => ({
        value,
        title: label,
        label: (
          <span className="auth-theme-option">
            {icon}
            <span className="auth-theme-option-text">{label}</span>
          </span>
        ),
      }))}
    />
  );
}
