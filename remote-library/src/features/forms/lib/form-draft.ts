import {
  FORM_LIMITS,
  type Form,
  type FormCreateRequest,
  type FormQuestionInput,
  type MeasurementFigure,
  type QuestionType,
} from '@coach/shared/contracts';

/*
 * What the form builder edits: the questions with stable keys (for React and drag and drop) and every
 * constraint a question may have, whichever its type; the request keeps only its type's.
 */

export interface OptionDraft {
  key: string;
  value: string;
}

export interface QuestionDraft {
  key: string;
  type: QuestionType;
  title: string;
  description: string;
  required: boolean;
  /** text */
  minLength: number | null;
  maxLength: number | null;
  /** number */
  min: number | null;
  max: number | null;
  /** The figure of Medidas the answer is (null: a number of its own). */
  measurement: MeasurementFigure | null;
  /** date, YYYY-MM-DD or "" */
  minDate: string;
  maxDate: string;
  /** select */
  multiple: boolean;
  options: OptionDraft[];
}

export interface FormDraft {
  name: string;
  description: string;
  questions: QuestionDraft[];
}

let lastKey = 0;
export const newKey = (prefix: string) => `${prefix}-${++lastKey}`;

export const newOption = (value = ''): OptionDraft => ({ key: newKey('opcion'), value });

export function newQuestion(type: QuestionType): QuestionDraft {
  return {
    key: newKey('pregunta'),
    type,
    title: '',
    description: '',
    required: false,
    minLength: null,
    maxLength: null,
    min: null,
    max: null,
    measurement: null,
    minDate: '',
    maxDate: '',
    multiple: false,
    options: type === 'select' ? [newOption('Opción 1'), newOption('Opción 2')] : [],
  };
}

export const emptyFormDraft = (): FormDraft => ({ name: '', description: '', questions: [] });

export function draftFromForm(form: Form): FormDraft {
  return {
    name: form.name,
    description: form.description ?? '',
    questions: form.questions.map((question) => ({
      ...newQuestion(question.type),
      title: question.title,
      description: question.description ?? '',
      required: question.required,
      minLength: question.minLength ?? null,
      maxLength: question.maxLength ?? null,
      min: question.min ?? null,
      max: question.max ?? null,
      measurement: question.measurement ?? null,
      minDate: question.minDate ?? '',
      maxDate: question.maxDate ?? '',
      multiple: question.multiple ?? false,
      options: (question.options ?? []).map((option) => newOption(option)),
    })),
  };
}

function questionRequest(question: QuestionDraft): FormQuestionInput {
  const base = { title: question.title, description: question.description.trim() || null, required: question.required };
  switch (question.type) {
    case 'text':
      return { type: 'text', ...base, minLength: question.minLength, maxLength: question.maxLength };
    case 'number':
      return { type: 'number', ...base, min: question.min, max: question.max, measurement: question.measurement };
    case 'date':
      return { type: 'date', ...base, minDate: question.minDate || null, maxDate: question.maxDate || null };
    case 'select':
      return { type: 'select', ...base, multiple: question.multiple, options: question.options.map((option) => option.value) };
    case 'boolean':
      return { type: 'boolean', ...base };
    case 'rating':
      return { type: 'rating', ...base };
  }
}

/** The body of POST and PATCH: each question with its type's constraints only. */
export function formRequest(draft: FormDraft): FormCreateRequest {
  return {
    name: draft.name,
    description: draft.description.trim() || null,
    questions: draft.questions.map(questionRequest),
  };
}

export const formSignature = (draft: FormDraft) => JSON.stringify(formRequest(draft));

export const canAddQuestion = (draft: FormDraft) => draft.questions.length < FORM_LIMITS.questions;
export const canAddOption = (question: QuestionDraft) => question.options.length < FORM_LIMITS.options;
