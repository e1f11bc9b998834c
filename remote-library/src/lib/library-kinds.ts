import { paths } from '@coach/shared';
import { libraryNouns, type LibraryKind } from '@coach/shared/contracts';

/** What changes from one kind of library item to another on the list and item screens. */
export interface KindTexts {
  title: string;
  subtitle: string;
  /** The primary button ("Crear ejercicio"). */
  create: string;
  newPath: string;
  listPath: string;
  /** Where a card leads: the detail (exercises, activities) or the editor (workouts, forms). */
  itemPath: (id: number) => string;
  /** Where an item is edited (for workouts and forms, the same screen as their item path). */
  editPath: (id: number) => string;
  /** "Nuevo ejercicio", "Nueva actividad"… */
  newTitle: string;
  searchLabel: string;
  searchPlaceholder: string;
  emptyTitle: string;
  emptyDescription: string;
}

export const kindTexts: Record<LibraryKind, KindTexts> = {
  exercises: {
    title: 'Ejercicios',
    subtitle: 'Tu biblioteca de ejercicios con instrucciones, video y grupos musculares.',
    create: 'Crear ejercicio',
    newPath: paths.exerciseNew,
    listPath: paths.exercises,
    itemPath: paths.exercise,
    editPath: paths.exerciseEdit,
    newTitle: 'Nuevo ejercicio',
    searchLabel: 'Buscar ejercicios',
    searchPlaceholder: 'Buscar por nombre o palabra clave',
    emptyTitle: 'Todavía no creaste ejercicios',
    emptyDescription: 'Creá tus ejercicios con video e instrucciones, o usá los de Coach, para armar tus rutinas.',
  },
  activities: {
    title: 'Actividades',
    subtitle: 'Actividades como caminar, correr o nadar para asignar a tus clientes.',
    create: 'Crear actividad',
    newPath: paths.activityNew,
    listPath: paths.activities,
    itemPath: paths.activity,
    editPath: paths.activityEdit,
    newTitle: 'Nueva actividad',
    searchLabel: 'Buscar actividades',
    searchPlaceholder: 'Buscar por nombre o palabra clave',
    emptyTitle: 'Todavía no creaste actividades',
    emptyDescription: 'Creá actividades con sus instrucciones para asignarlas en la agenda de tus clientes.',
  },
  workouts: {
    title: 'Rutinas',
    subtitle: 'Rutinas simples y avanzadas armadas con tus ejercicios.',
    create: 'Crear rutina',
    newPath: paths.workoutNew,
    listPath: paths.workouts,
    itemPath: paths.workout,
    editPath: paths.workout,
    newTitle: 'Nueva rutina',
    searchLabel: 'Buscar rutinas',
    searchPlaceholder: 'Buscar por nombre',
    emptyTitle: 'Todavía no creaste rutinas',
    emptyDescription: 'Armá rutinas por grupos, series y descansos con los ejercicios de tu biblioteca.',
  },
  forms: {
    title: 'Formularios',
    subtitle: 'Formularios y cuestionarios para tus clientes.',
    create: 'Crear formulario',
    newPath: paths.formNew,
    listPath: paths.forms,
    itemPath: paths.form,
    editPath: paths.form,
    newTitle: 'Nuevo formulario',
    searchLabel: 'Buscar formularios',
    searchPlaceholder: 'Buscar por nombre',
    emptyTitle: 'Todavía no creaste formularios',
    emptyDescription: 'Creá formularios con preguntas de texto, número, fecha, opciones y valoración.',
  },
  programs: {
    title: 'Programas',
    subtitle: 'Planes de varias semanas con rutinas, actividades y formularios, para asignar a muchos clientes.',
    create: 'Crear programa',
    newPath: paths.programNew,
    listPath: paths.programs,
    itemPath: paths.program,
    editPath: paths.program,
    newTitle: 'Nuevo programa',
    searchLabel: 'Buscar programas',
    searchPlaceholder: 'Buscar por nombre',
    emptyTitle: 'Todavía no creaste programas',
    emptyDescription: 'Armá programas de semanas con rutinas, actividades y formularios, y asignalos a tus clientes desde una fecha.',
  },
};

const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** "Ejercicio", "Actividad"… */
export const kindLabel = (kind: LibraryKind): string => capitalize(libraryNouns[kind].singular);

/** "Este ejercicio fue eliminado" / "Esta actividad fue eliminada". */
export const archivedNotice = (kind: LibraryKind): string =>
  `${capitalize(libraryNouns[kind].this)} fue eliminad${libraryNouns[kind].feminine ? 'a' : 'o'}`;

/** "No encontramos este ejercicio" / "No encontramos esta actividad". */
export const notFoundTitle = (kind: LibraryKind): string => `No encontramos ${libraryNouns[kind].this}`;
