import { paths, type WebRole } from '@coach/shared';
import {
  AppleOutlined,
  CalendarOutlined,
  CreditCardOutlined,
  DashboardOutlined,
  FileTextOutlined,
  FireOutlined,
  FormOutlined,
  IdcardOutlined,
  MessageOutlined,
  ProjectOutlined,
  ScheduleOutlined,
  TeamOutlined,
} from '@ant-design/icons';
import type { ReactNode } from 'react';

export interface NavItem {
  label: string;
  icon: ReactNode;
  /** Absent for entries listed without a screen yet (Nutrición). */
  path?: string;
  /** `data-tour` target of SPEC.md's initial tour. */
  tour?: string;
  badge?: 'unread' | 'new';
  /** Only these roles see the entry (absent: every role). */
  roles?: readonly WebRole[];
}

/** The sidebar of SPEC.md section 2: Negocio/Gestión, then Biblioteca, then Nutrición. */
export const businessItems: NavItem[] = [
  { label: 'Dashboard', path: paths.dashboard, icon: <DashboardOutlined aria-hidden />, tour: 'dashboard' },
  { label: 'Agenda', path: paths.agenda, icon: <CalendarOutlined aria-hidden />, tour: 'calendar' },
  { label: 'Chats', path: paths.chats, icon: <MessageOutlined aria-hidden />, tour: 'chats', badge: 'unread' },
  { label: 'Planes de pago', path: paths.plans, icon: <CreditCardOutlined aria-hidden />, tour: 'plans' },
  { label: 'Clientes', path: paths.clients, icon: <TeamOutlined aria-hidden />, tour: 'clients' },
  { label: 'Equipo', path: paths.team, icon: <IdcardOutlined aria-hidden />, roles: ['AD'] },
];

export const libraryItems: NavItem[] = [
  { label: 'Ejercicios', path: paths.exercises, icon: <FireOutlined aria-hidden />, tour: 'exercises' },
  { label: 'Actividades', path: paths.activities, icon: <ScheduleOutlined aria-hidden />, tour: 'activities' },
  { label: 'Rutinas', path: paths.workouts, icon: <FileTextOutlined aria-hidden />, tour: 'workouts' },
  { label: 'Formularios', path: paths.forms, icon: <FormOutlined aria-hidden />, tour: 'forms', badge: 'new' },
  { label: 'Programas', path: paths.programs, icon: <ProjectOutlined aria-hidden />, tour: 'programs', badge: 'new' },
];

export const nutritionItem: NavItem = { label: 'Nutrición', icon: <AppleOutlined aria-hidden /> };

/** The entries the signed-in user's role sees (the access token's `role` claim): Equipo only for AD. */
export const itemsForRole = (items: readonly NavItem[], role: string | undefined): NavItem[] =>
  items.filter((item) => !item.roles || (role !== undefined && (item.roles as readonly string[]).includes(role)));

const navPaths = [...businessItems, ...libraryItems].flatMap((item) => (item.path ? [item.path] : []));

/** The item to highlight for a path, deep links included (/clientes/12 → Clientes). */
export const activeNavKey = (pathname: string): string | undefined =>
  navPaths.find((key) => pathname === key || pathname.startsWith(`${key}/`));
