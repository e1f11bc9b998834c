import type { QueryClient } from '@tanstack/react-query';
import { loadRemote } from '@module-federation/enhanced/runtime';
import type { ComponentType } from 'react';
import type { RegisteredModuleId, RemoteName } from '../registry';
import type { ClientDetailPageProps, ClientWidgetProps } from './client-widgets';

/**
 * The typed contract of every remote: the modules each one exposes, with their props. The keys must
 * be exactly the exposes of the registry (shared/registry.cjs): `ContractMatchesRegistry` below does
 * not compile otherwise. Widgets that one area puts in another area's page are composed by the host
 * (a remote never loads another remote): see client-widgets.ts.
 */
export interface RemoteModules {
  'auth/LoginPage': ComponentType;
  'auth/ForgotPasswordPage': ComponentType;
  'auth/ResetPasswordPage': ComponentType;
  'auth/CreateAccountPage': ComponentType;
  'auth/ConfirmEmailPage': ComponentType;
  'auth/UndoEmailChangePage': ComponentType;
  /** `/unirme?token=…`: a member's invitation to a business's team (public; also with a session open). */
  'auth/JoinTeamPage': ComponentType;
  /** The client app's sign-in screens (`/app/ingresar`, `/app/registro?codigo=`, reset by mail). */
  'auth/ClientAppLoginPage': ComponentType;
  'auth/ClientAppSignUpPage': ComponentType;
  'auth/ClientAppForgotPasswordPage': ComponentType;
  'auth/ClientAppResetPasswordPage': ComponentType;
  'clients/ClientsPage': ComponentType;
  'clients/ClientDetailPage': ComponentType<ClientDetailPageProps>;
  'clients/ChatsPage': ComponentType;
  /** The client app's "Chat": the client's conversation with their trainer, live, sending through the outbox. */
  'clients/ClientAppChat': ComponentType;
  'library/ExercisesPage': ComponentType;
  'library/ExerciseDetailPage': ComponentType;
  /** `/ejercicios/nuevo` and `/ejercicios/{id}/editar`. */
  'library/ExerciseEditorPage': ComponentType;
  'library/ActivitiesPage': ComponentType;
  'library/ActivityDetailPage': ComponentType;
  /** `/actividades/nueva` and `/actividades/{id}/editar`. */
  'library/ActivityEditorPage': ComponentType;
  'library/WorkoutsPage': ComponentType;
  /** `/rutinas/nueva` and `/rutinas/{id}` (detail and editor in one). */
  'library/WorkoutEditorPage': ComponentType;
  'library/FormsPage': ComponentType;
  /** `/formularios/nuevo` and `/formularios/{id}` (builder with live preview). */
  'library/FormEditorPage': ComponentType;
  'library/ProgramsPage': ComponentType;
  /** `/programas/nuevo` and `/programas/{id}` (the weeks × days grid, and assigning it). */
  'library/ProgramEditorPage': ComponentType;
  /** The client app's workout player (`/app/rutina/:taskId/:date`) and form filler (`/app/formulario/:taskId/:date`). */
  'library/ClientAppWorkout': ComponentType;
  'library/ClientAppForm': ComponentType;
  'agenda/AgendaPage': ComponentType;
  'agenda/ClientPlanning': ComponentType<ClientWidgetProps>;
  'agenda/ClientForms': ComponentType<ClientWidgetProps>;
  /** The client page's Progreso tab: adherence and body measurements over time. */
  'agenda/ClientProgress': ComponentType<ClientWidgetProps>;
  /** The client app's "Hoy": the client's tasks by day, a week strip, activities registered in place. */
  'agenda/ClientAppToday': ComponentType;
  /** The client app's "Progreso": their adherence and streak, and their body measurements (add one offline too). */
  'agenda/ClientAppProgress': ComponentType;
  'billing/PlansPage': ComponentType;
  'billing/ClientPlanAndPayments': ComponentType<ClientWidgetProps>;
  /** The client app's "Mi plan": the plan, the subscription and the periods with their payments, read-only. */
  'billing/ClientAppPlan': ComponentType;
}
export type RemoteModuleId = keyof RemoteModules;
export type { RemoteName };

type SameKeys<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
type Assert<T extends true> = T;
/** Compiles only while the contract above names exactly the registry's exposed modules. */
export type ContractMatchesRegistry = Assert<SameKeys<RemoteModuleId, RegisteredModuleId>>;

type PropsOf<C> = C extends ComponentType<infer P> ? P : never;
/** The props an exposed module takes. */
export type RemoteProps<K extends RemoteModuleId> = PropsOf<RemoteModules[K]> & object;

export class RemoteUnavailableError extends Error {
  constructor(readonly moduleId: string) {
    super(`No se pudo cargar ${moduleId}`);
    this.name = 'RemoteUnavailableError';
  }
}

/**
 * An exposed module as loaded: its component and, for a piece of the client app, optionally `prefetch`, which
 * asks for the client's data the screen opens with. The app's warm-up calls it once the service worker keeps
 * the answers, so every screen opens offline with its data, also one this phone never opened online.
 */
export interface LoadedRemoteModule<P> {
  default: ComponentType<P>;
  prefetch?: (queryClient: QueryClient) => Promise<unknown>;
}

/** A loader for one exposed module, for `RemoteView`. */
export function remoteLoader<K extends RemoteModuleId>(id: K): () => Promise<LoadedRemoteModule<RemoteProps<K>>> {
  return async () => {
    const mod = await loadRemote<{ default: RemoteModules[K]; prefetch?: unknown }>(id);
    if (!mod?.default) throw new RemoteUnavailableError(id);
    const prefetch = typeof mod.prefetch === 'function' ? (mod.prefetch as LoadedRemoteModule<unknown>['prefetch']) : undefined;
    return { default: mod.default as ComponentType<RemoteProps<K>>, ...(prefetch ? { prefetch } : {}) };
  };
}

export { registerRemotesFromFile, type RemotesFile } from './remotes-file';
