import * as z from 'zod/mini';
import { lazySchema } from './lazy-schema';
import { validationMessages as m } from './messages';
import { pageField, pageSizeField, textField } from './fields';
import { MAX_NAME_LENGTH } from './validators';
import { parseVideoLink, videoProviders, type VideoLink } from './video-links';

/*
 * The library (SPEC.md sections 3, 5, 6): exercises, activities, workouts and forms. Items a business
 * creates are its own; items the product provides (`source: "product"`) are read-only for everybody
 * and seen by every business. Workouts, forms and programs have their own files (workouts.ts, forms.ts,
 * programs.ts).
 */

export const libraryKinds = ['exercises', 'activities', 'workouts', 'forms', 'programs'] as const;
export type LibraryKind = (typeof libraryKinds)[number];

export const librarySources = ['own', 'product'] as const;
export type LibrarySource = (typeof librarySources)[number];

/** The 17 muscle groups of SPEC.md section 3, stored as these codes. */
export const muscleGroups = [
  'gemelos',
  'cuadriceps',
  'isquiotibiales',
  'aductores',
  'gluteos',
  'abdominales',
  'oblicuos',
  'pectorales',
  'espalda',
  'trapecios',
  'dorsales',
  'romboides',
  'deltoides',
  'hombros',
  'biceps',
  'triceps',
  'antebrazos',
] as const;
export type MuscleGroup = (typeof muscleGroups)[number];

/** How each muscle group is shown: with its accents. */
export const muscleGroupLabels: Record<MuscleGroup, string> = {
  gemelos: 'Gemelos',
  cuadriceps: 'Cuádriceps',
  isquiotibiales: 'Isquiotibiales',
  aductores: 'Aductores',
  gluteos: 'Glúteos',
  abdominales: 'Abdominales',
  oblicuos: 'Oblicuos',
  pectorales: 'Pectorales',
  espalda: 'Espalda',
  trapecios: 'Trapecios',
  dorsales: 'Dorsales',
  romboides: 'Romboides',
  deltoides: 'Deltoides',
  hombros: 'Hombros',
  biceps: 'Bíceps',
  triceps: 'Tríceps',
  antebrazos: 'Antebrazos',
};

/** The words each kind is named with in messages ("este ejercicio", "esta rutina"). */
export const libraryNouns: Record<
  LibraryKind,
  { singular: string; plural: string; the: string; /** "de" + the, contracted: "del ejercicio". */ of: string; this: string; a: string; another: string; feminine: boolean }
> = {
  exercises: { singular: 'ejercicio', plural: 'ejercicios', the: 'el ejercicio', of: 'del ejercicio', this: 'este ejercicio', a: 'un ejercicio', another: 'otro ejercicio', feminine: false },
  activities: { singular: 'actividad', plural: 'actividades', the: 'la actividad', of: 'de la actividad', this: 'esta actividad', a: 'una actividad', another: 'otra actividad', feminine: true },
  workouts: { singular: 'rutina', plural: 'rutinas', the: 'la rutina', of: 'de la rutina', this: 'esta rutina', a: 'una rutina', another: 'otra rutina', feminine: true },
  forms: { singular: 'formulario', plural: 'formularios', the: 'el formulario', of: 'del formulario', this: 'este formulario', a: 'un formulario', another: 'otro formulario', feminine: false },
  programs: { singular: 'programa', plural: 'programas', the: 'el programa', of: 'del programa', this: 'este programa', a: 'un programa', another: 'otro programa', feminine: false },
};

export const MAX_INSTRUCTIONS_LENGTH = 5000;
export const MAX_DESCRIPTION_LENGTH = 2000;
export const MAX_KEYWORDS = 20;
export const MAX_KEYWORD_LENGTH = 40;
export const LIBRARY_MAX_PAGE_SIZE = 100;

export const libraryMessages = {
  nameRequired: 'El nombre es requerido',
  instructionsRequired: 'Las instrucciones son requeridas',
  tooManyKeywords: `Hasta ${MAX_KEYWORDS} palabras clave`,
  muscleGroupInvalid: 'Elegí grupos musculares de la lista',
  /** RESOURCE_ALREADY_EXIST on create and on update (SPEC.md section 8: separate texts). */
  alreadyExistsOnCreate: (kind: LibraryKind) => `Ya existe ${libraryNouns[kind].a} con este nombre. Elegí otro nombre.`,
  alreadyExistsOnUpdate: (kind: LibraryKind) => `No se guardaron los cambios: ya tenés ${libraryNouns[kind].another} con este nombre.`,
  /** 403 FORBIDDEN on PATCH / DELETE of a product item. */
  cannotEdit: (kind: LibraryKind) => `No tenés permisos para editar ${libraryNouns[kind].this}`,
  cannotDelete: (kind: LibraryKind) => `No tenés permisos para eliminar ${libraryNouns[kind].this}`,
  videoTooLarge: (maxMb: number) => `El video supera los ${maxMb} MB`,
  imageTooLarge: (maxMb: number) => `La imagen supera los ${maxMb} MB`,
  videoTypeInvalid: 'El video tiene que ser un archivo MP4 o MOV',
  imageTypeInvalid: 'La imagen tiene que ser JPEG, PNG o WebP',
  imageUnreadable: 'El archivo no es una imagen JPEG, PNG o WebP, aunque su nombre lo diga. Elegí otro.',
  videoRequired: 'Elegí un video (MP4 o MOV)',
  imageRequired: 'Elegí una imagen (JPEG, PNG o WebP)',
} as const;

/** The toasts of SPEC.md section 8 for library items (the web shows them; kept beside the API's texts). */
const ending = (kind: LibraryKind) => (libraryNouns[kind].feminine ? 'a' : 'o');
export const libraryToasts = {
  created: (kind: LibraryKind) => `${capitalize(libraryNouns[kind].singular)} cread${ending(kind)}`,
  updated: (kind: LibraryKind) => `${capitalize(libraryNouns[kind].singular)} guardad${ending(kind)}`,
  duplicated: (name: string) => `Creamos "${name}" en tu biblioteca`,
  /** Said with every copy: it is saved already, and leaving its editor does not undo it. */
  duplicatedSaved: (kind: LibraryKind) =>
    `Ya está guardad${ending(kind)}: si no l${ending(kind)} necesitás, eliminal${ending(kind)} desde su pantalla o la lista.`,
  deleted: (kind: LibraryKind) => `${capitalize(libraryNouns[kind].singular)} eliminad${ending(kind)}`,
  createFailed: (kind: LibraryKind) => `No pudimos crear ${libraryNouns[kind].the}. Intentá de nuevo.`,
  updateFailed: (kind: LibraryKind) => `No pudimos guardar ${libraryNouns[kind].the}. Intentá de nuevo.`,
  deleteFailed: (kind: LibraryKind) => `No pudimos eliminar ${libraryNouns[kind].the}. Intentá de nuevo.`,
  duplicateFailed: (kind: LibraryKind) => `No pudimos duplicar ${libraryNouns[kind].the}. Intentá de nuevo.`,
} as const;

function capitalize(value: string): string {
  return value.charAt(0).toUpperCase() + value.slice(1);
}

/** The name of every library item: required, one line, at most 80 characters. */
export const libraryNameField = textField(MAX_NAME_LENGTH, { required: libraryMessages.nameRequired });

export const instructionsField = textField(MAX_INSTRUCTIONS_LENGTH, { multiline: true, required: libraryMessages.instructionsRequired });

/** Optional long text: "" or null clears it. */
export const optionalLongText = (max: number) =>
  z.nullish(z.pipe(textField(max, { multiline: true }), z.transform((value: string) => value || null)));

/** Keywords: trimmed, empty ones dropped, duplicates (ignoring case) dropped, at most 20. */
const keywordsList = lazySchema(() => z.pipe(
  z.array(textField(MAX_KEYWORD_LENGTH)).check(z.maxLength(MAX_KEYWORDS * 2, libraryMessages.tooManyKeywords)),
  z.transform((values: string[], ctx) => {
    const seen = new Set<string>();
    const kept: string[] = [];
    for (const value of values) {
      const key = value.toLowerCase();
      if (value && !seen.has(key)) {
        seen.add(key);
        kept.push(value);
      }
    }
    if (kept.length > MAX_KEYWORDS) {
      ctx.issues.push({ code: 'custom', message: libraryMessages.tooManyKeywords, input: values });
      return z.NEVER;
    }
    return kept;
  }),
));
export const keywordsField = lazySchema(() => z._default(keywordsList, []));

/**
 * A YouTube or Vimeo link: stored as provider and id. "" or null removes the link. Sending a link
 * replaces an uploaded video (an item shows one video).
 */
export const videoLinkField = lazySchema(() => z.nullish(
  z.pipe(
    textField(500),
    z.transform((value: string, ctx): VideoLink | null => {
      if (value === '') return null;
      const link = parseVideoLink(value);
      if (!link) {
        ctx.issues.push({ code: 'custom', message: m.videoUrlInvalid, input: value });
        return z.NEVER;
      }
      return link;
    }),
  ),
));

/** The video an item shows: a YouTube/Vimeo link or an uploaded file (MP4/MOV, served with ranges). */
export const libraryVideoSchema = lazySchema(() => z.union([
  z.object({
    source: z.enum(videoProviders),
    id: z.string(),
    /** The provider's page. */
    url: z.string(),
    /** The privacy-friendly embedded player (youtube-nocookie, Vimeo dnt=1). */
    embedUrl: z.string(),
  }),
  z.object({
    source: z.literal('upload'),
    /** A signed URL, valid for a while: `<video src>` cannot send the bearer token. */
    url: z.string(),
    contentType: z.string(),
  }),
]));
export type LibraryVideo = z.infer<typeof libraryVideoSchema>;

/** What every library item answers with. */
const itemBase = {
  id: z.number(),
  source: z.enum(librarySources),
  name: z.string(),
  /** Deleted items keep answering GET by id (history shows their name); lists leave them out. */
  archived: z.boolean(),
  /**
   * The member who created it (null for the product's, or once that member is gone): a trainer (CO)
   * changes only their own (docs/permissions.md); the screens hide what would answer 403.
   */
  createdByUserId: z._default(z.nullable(z.number()), null),
  createdAt: z.string(),
  updatedAt: z.string(),
};

/** The images and video of exercises and activities (signed URLs, or null). */
const mediaFields = {
  video: z.nullable(libraryVideoSchema),
  /** The cover (exercise) or image (activity), resized to fit 1280×720. */
  coverUrl: z.nullable(z.string()),
  /** A 320×180 thumbnail for lists and pickers. */
  thumbnailUrl: z.nullable(z.string()),
};

// ---------------------------------------------------------------------------------------------
// Exercises and activities

const muscleGroupsList = lazySchema(() => z.pipe(
  z.array(z.enum(muscleGroups, { error: libraryMessages.muscleGroupInvalid })).check(z.maxLength(muscleGroups.length)),
  z.transform((values: MuscleGroup[]) => [...new Set(values)]),
));

export const exerciseCreateSchema = lazySchema(() => z.object({
  name: libraryNameField,
  instructions: instructionsField,
  keywords: keywordsField,
  muscleGroups: z._default(muscleGroupsList, []),
  videoUrl: videoLinkField,
}));
export type ExerciseCreateRequest = z.input<typeof exerciseCreateSchema>;
/** PATCH: the fields sent; no defaults, so keywords or muscle groups left out keep their values. */
export const exerciseUpdateSchema = lazySchema(() => z.partial(z.extend(exerciseCreateSchema, { keywords: keywordsList, muscleGroups: muscleGroupsList })));
export type ExerciseUpdateRequest = z.input<typeof exerciseUpdateSchema>;

export const exerciseSchema = lazySchema(() => z.object({
  ...itemBase,
  instructions: z.string(),
  keywords: z.array(z.string()),
  muscleGroups: z.array(z.enum(muscleGroups)),
  ...mediaFields,
}));
export type Exercise = z.infer<typeof exerciseSchema>;

export const activityCreateSchema = lazySchema(() => z.object({
  name: libraryNameField,
  instructions: instructionsField,
  keywords: keywordsField,
  videoUrl: videoLinkField,
}));
export type ActivityCreateRequest = z.input<typeof activityCreateSchema>;
export const activityUpdateSchema = lazySchema(() => z.partial(z.extend(activityCreateSchema, { keywords: keywordsList })));
export type ActivityUpdateRequest = z.input<typeof activityUpdateSchema>;

export const activitySchema = lazySchema(() => z.object({
  ...itemBase,
  instructions: z.string(),
  keywords: z.array(z.string()),
  ...mediaFields,
}));
export type Activity = z.infer<typeof activitySchema>;

// ---------------------------------------------------------------------------------------------
// Lists

export const librarySorts = ['name', '-name', 'createdAt', '-createdAt', 'updatedAt', '-updatedAt'] as const;
export type LibrarySort = (typeof librarySorts)[number];

/** `?muscleGroup=a&muscleGroup=b` (or one value): items with any of them. */
const muscleGroupFilter = lazySchema(() => z.optional(
  z.pipe(
    z.union(
      [z.enum(muscleGroups, { error: libraryMessages.muscleGroupInvalid }), z.array(z.enum(muscleGroups, { error: libraryMessages.muscleGroupInvalid })).check(z.maxLength(muscleGroups.length))],
      { error: libraryMessages.muscleGroupInvalid },
    ),
    z.transform((value: MuscleGroup | MuscleGroup[]) => (Array.isArray(value) ? [...new Set(value)] : [value])),
  ),
));

/**
 * GET /api/v1/{kind}: `search` matches the name and keywords ignoring accents and case; `source`
 * own, product or all (default); archived (deleted) items are never listed.
 */
export const libraryListQuerySchema = lazySchema(() => z.object({
  page: pageField,
  pageSize: pageSizeField(LIBRARY_MAX_PAGE_SIZE, 24),
  search: z.optional(textField(80)),
  source: z._default(z.enum(['own', 'product', 'all']), 'all'),
  sort: z._default(z.enum(librarySorts), 'name'),
}));
export type LibraryListQuery = z.input<typeof libraryListQuerySchema>;

export const exerciseListQuerySchema = lazySchema(() => z.extend(libraryListQuerySchema, { muscleGroup: muscleGroupFilter }));
export type ExerciseListQuery = z.input<typeof exerciseListQuerySchema>;

const total = lazySchema(() => z.number().check(z.int(), z.nonnegative()));
export const exerciseListSchema = lazySchema(() => z.object({ items: z.array(exerciseSchema), total }));
export type ExerciseList = z.infer<typeof exerciseListSchema>;
export const activityListSchema = lazySchema(() => z.object({ items: z.array(activitySchema), total }));
export type ActivityList = z.infer<typeof activityListSchema>;

export { itemBase as libraryItemBase, total as libraryTotalField };
