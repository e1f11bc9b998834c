import type { MenuProps } from 'antd';
import { paths } from '../app/paths';

type Item = Required<MenuProps>['items'][number];

/** The sidebar of SPEC.md section 2 (issue 3 completes it with badges, tours and tutorials). */
export const navItems: Item[] = [
  {
    type: 'group',
    label: 'Negocio',
    children: [
      { key: paths.dashboard, label: 'Dashboard' },
      { key: paths.agenda, label: 'Agenda' },
      { key: paths.chats, label: 'Chats' },
      { key: paths.plans, label: 'Planes de pago' },
      { key: paths.clients, label: 'Clientes' },
    ],
  },
  {
    type: 'group',
    label: 'Biblioteca',
    children: [
      { key: paths.exercises, label: 'Ejercicios' },
      { key: paths.activities, label: 'Actividades' },
      { key: paths.workouts, label: 'Rutinas' },
      { key: paths.forms, label: 'Formularios' },
    ],
  },
];

const navKeys = [paths.dashboard, paths.agenda, paths.chats, paths.plans, paths.clients, paths.exercises, paths.activities, paths.workouts, paths.forms];

/** The item to highlight for a path, deep links included (/clientes/12 → Clientes). */
export const activeNavKey = (pathname: string): string | undefined =>
  navKeys.find((key) => pathname === key || pathname.startsWith(`${key}/`));
