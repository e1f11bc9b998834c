import * as z from 'zod/mini';
import { lazySchema } from './lazy-schema';
import { calendarDate, textField } from './fields';
import { MAX_DESCRIPTION_LENGTH, libraryItemBase, libraryListQuerySchema, libraryNameField, libraryTotalField, optionalLongText } from './library';
import { figureLimits, measurementFigureInfo, measurementFigures, type MeasurementFigure } from './measurement-figures';

/*
 * Forms (SPEC.md section 3): ordered questions of six types with their constraints. A form's
 * `version` goes up whenever its questions change, so an assignment answered under an earlier
 * version keeps the questions it was answered with (the agenda snapshots them).
 */

export const questionTypes = ['text', 'number', 'date', 'select', 'boolean', 'rating'] as const;
export type QuestionType = (typeof questionTypes)[number];
export const questionTypeLabels: Record<QuestionType, string> = {
  text: 'Texto',
  number: 'Número',
  date: 'Fecha',
  select: 'Opciones',
  boolean: 'Sí / No',
  rating: 'Puntuación (1 a 5)',
};

export const FORM_LIMITS = {
  questions: 50,
  options: 20,
  optionLength: 80,
  textLength: 5000,
  numberAbs: 1_000_000_000,
} as const;
export const RATING_MAX = 5;

export const formMessages = {
  questionTitleRequired: 'El título de la pregunta es requerido',
  questionsRequired: 'Agregá al menos una pregunta',
  tooManyQuestions: `Hasta ${FORM_LIMITS.questions} preguntas por formulario`,
  minAboveMax: 'El mínimo no puede ser mayor que el máximo',
  minDateAfterMax: 'La fecha mínima no puede ser posterior a la máxima',
  lengthInvalid: `Ingresá un largo entre 0 y ${FORM_LIMITS.textLength}`,
  numberInvalid: 'Ingresá un número',
  optionsTooFew: 'Agregá al menos dos opciones',
  optionsTooMany: `Hasta ${FORM_LIMITS.options} opciones`,
  optionRequired: 'Las opciones no pueden estar vacías',
  optionsRepeated: 'Las opciones no se pueden repetir',
  typeInvalid: 'Elegí un tipo de pregunta de la lista',
  measurementInvalid: 'Elegí una medida de la lista',
  measurementOutOfRange: (figure: MeasurementFigure) => {
    const { min, max } = figureLimits(figure);
    return `Para guardarse en Medidas, la respuesta va de ${min} a ${max} ${measurementFigureInfo[figure].unit}`;
  },
  measurementRepeated: (figure: MeasurementFigure) => `Otra pregunta ya guarda "${measurementFigureInfo[figure].label}" en Medidas`,
} as const;

const length = lazySchema(() => z.nullish(
  z.number({ error: formMessages.lengthInvalid }).check(
    z.int({ error: formMessages.lengthInvalid, abort: true }),
    z.minimum(0, formMessages.lengthInvalid),
    z.maximum(FORM_LIMITS.textLength, formMessages.lengthInvalid),
  ),
));
const bound = lazySchema(() => z.nullish(
  z.number({ error: formMessages.numberInvalid }).check(z.minimum(-FORM_LIMITS.numberAbs, formMessages.numberInvalid), z.maximum(FORM_LIMITS.numberAbs, formMessages.numberInvalid)),
));
const dateBound = lazySchema(() => z.nullish(z.pipe(z.string().check(z.trim(), ...calendarDate()), z.transform((value: string) => value || null))));

/**
 * A number question whose answer is a body measurement ("¿Cuánto pesaste hoy?" → weightKg): the
 * answer lands in the client's Medidas, as if the client had added it in Progreso (docs/decisions.md).
 */
const measurementField = lazySchema(() => z.nullish(z.enum(measurementFigures, { error: formMessages.measurementInvalid })));

const questionBase = {
  title: textField(200, { required: formMessages.questionTitleRequired }),
  description: optionalLongText(1000),
  required: z._default(z.boolean(), false),
};

const optionsField = lazySchema(() => z.pipe(
  z
    .array(textField(FORM_LIMITS.optionLength))
    .check(z.minLength(2, formMessages.optionsTooFew), z.maxLength(FORM_LIMITS.options, formMessages.optionsTooMany)),
  z.transform((options: string[], ctx) => {
    if (options.some((option) => option === '')) {
      ctx.issues.push({ code: 'custom', message: formMessages.optionRequired, input: options });
      return z.NEVER;
    }
    if (new Set(options.map((option) => option.toLowerCase())).size !== options.length) {
      ctx.issues.push({ code: 'custom', message: formMessages.optionsRepeated, input: options });
      return z.NEVER;
    }
    return options;
  }),
));

const minNotAboveMax = (minKey: string, maxKey: string, message: string) =>
  z.superRefine((question: Record<string, unknown>, ctx) => {
    const min = question[minKey];
    const max = question[maxKey];
    if (min != null && max != null && (min as number | string) > (max as number | string)) {
      ctx.addIssue({ code: 'custom', path: [minKey], message, input: question });
    }
  });

export const formQuestionInputSchema = lazySchema(() => z.discriminatedUnion(
  'type',
  [
    z.object({ type: z.literal('text'), ...questionBase, minLength: length, maxLength: length }).check(minNotAboveMax('minLength', 'maxLength', formMessages.minAboveMax)),
    z.object({ type: z.literal('number'), ...questionBase, min: bound, max: bound, measurement: measurementField }).check(
      minNotAboveMax('min', 'max', formMessages.minAboveMax),
      z.superRefine((question, ctx) => {
        if (!question.measurement) return;
        const { min, max } = figureLimits(question.measurement);
        const path = question.min != null && question.min > max ? 'min' : question.max != null && question.max < min ? 'max' : null;
        if (path) ctx.addIssue({ code: 'custom', path: [path], message: formMessages.measurementOutOfRange(question.measurement), input: question });
      }),
    ),
    z.object({ type: z.literal('date'), ...questionBase, minDate: dateBound, maxDate: dateBound }).check(minNotAboveMax('minDate', 'maxDate', formMessages.minDateAfterMax)),
    z.object({ type: z.literal('select'), ...questionBase, multiple: z._default(z.boolean(), false), options: optionsField }),
    z.object({ type: z.literal('boolean'), ...questionBase }),
    z.object({ type: z.literal('rating'), ...questionBase }),
  ],
  { error: formMessages.typeInvalid },
));
export type FormQuestionInput = z.input<typeof formQuestionInputSchema>;
export type FormQuestion = z.output<typeof formQuestionInputSchema>;

const questionsField = z
  .array(formQuestionInputSchema)
  .check(
    z.minLength(1, formMessages.questionsRequired),
    z.maxLength(FORM_LIMITS.questions, formMessages.tooManyQuestions),
    // One answer per figure: two weights on the same day would be one measurement with two weights.
    z.superRefine((questions, ctx) => {
      const seen = new Set<MeasurementFigure>();
      questions.forEach((question, index) => {
        const figure = question.type === 'number' ? question.measurement : null;
        if (!figure) return;
        if (seen.has(figure)) ctx.addIssue({ code: 'custom', path: [index, 'measurement'], message: formMessages.measurementRepeated(figure), input: question });
        seen.add(figure);
      });
    }),
  );

export const formCreateSchema = lazySchema(() => z.object({
  name: libraryNameField,
  description: optionalLongText(MAX_DESCRIPTION_LENGTH),
  questions: questionsField,
}));
export type FormCreateRequest = z.input<typeof formCreateSchema>;
export const formUpdateSchema = lazySchema(() => z.partial(formCreateSchema));
export type FormUpdateRequest = z.input<typeof formUpdateSchema>;

/** Questions as answered: every constraint present (null when not set). */
export const formQuestionSchema = lazySchema(() => z.object({
  type: z.enum(questionTypes),
  title: z.string(),
  description: z.nullable(z.string()),
  required: z.boolean(),
  minLength: z.optional(z.nullable(z.number())),
  maxLength: z.optional(z.nullable(z.number())),
  min: z.optional(z.nullable(z.number())),
  max: z.optional(z.nullable(z.number())),
  /** A number question's figure of Medidas, if its answer is one. */
  measurement: z.optional(z.nullable(z.enum(measurementFigures))),
  minDate: z.optional(z.nullable(z.string())),
  maxDate: z.optional(z.nullable(z.string())),
  multiple: z.optional(z.boolean()),
  options: z.optional(z.array(z.string())),
}));

export const formSchema = lazySchema(() => z.object({
  ...libraryItemBase,
  description: z.nullable(z.string()),
  /** Goes up by one each time the questions change. */
  version: z.number(),
  questions: z.array(formQuestionSchema),
}));
export type Form = z.infer<typeof formSchema>;

export const formSummarySchema = lazySchema(() => z.object({
  ...libraryItemBase,
  description: z.nullable(z.string()),
  questionCount: z.number(),
}));
export type FormSummary = z.infer<typeof formSummarySchema>;

export const formListQuerySchema = libraryListQuerySchema;
export const formListSchema = lazySchema(() => z.object({ items: z.array(formSummarySchema), total: libraryTotalField }));
export type FormList = z.infer<typeof formListSchema>;
