import { render } from '@testing-library/react';
import Tabs from 'antd/es/tabs';
import { AppThemeProvider } from './app-theme-provider';

it("gives the tabs' overflow button a Spanish name, not antd's \"ellipsis\"", () => {
  render(
    <AppThemeProvider>
      <Tabs items={['Información', 'Planificación', 'Plan y pagos', 'Formularios'].map((label) => ({ key: label, label }))} />
    </AppThemeProvider>,
  );
  const more = document.querySelector<HTMLElement>('.ant-tabs-nav-more');
  expect(more).not.toBeNull();
  expect(more?.querySelector('[role="img"]')?.getAttribute('aria-label')).toBe('Más pestañas');
});
