import { formatDecimal } from '../format/numbers';
import { FORM_LIMITS, RATING_MAX, type QuestionType } from './forms';
import { figureLimits, type MeasurementFigure } from './measurement-figures';
import { isDateInRange, isIsoDate, isMultiLineText } from './validators';

/*
 * A client's answers to a form, checked against its questions (SPEC.md section 3): one answer per
 * question, in order, null when skipped. The app checks them before sending and the API again before
 * storing, with the same messages, so a refused answer reads the same on both sides.
 */

/** What checking an answer needs of its question (a stored question or one as answered). */
export interface AnswerableQuestion {
  type: QuestionType;
  title?: string;
  required?: boolean;
  minLength?: number | null;
  maxLength?: number | null;
  min?: number | null;
  max?: number | null;
  /** A number question whose answer is this figure of Medidas: its limits and two decimals apply too. */
  measurement?: MeasurementFigure | null;
  minDate?: string | null;
  maxDate?: string | null;
  multiple?: boolean;
  options?: readonly string[];
}

/** One problem: the question's index, or null for the list as a whole (not one answer per question). */
export interface FormAnswerIssue {
  index: number | null;
  message: string;
}

// Numbers as the business's country writes them on the phone or the web ("1,5", "1.5" in Mexico); es-AR in the API.
const number = (value: number) => formatDecimal(value, { maximumFractionDigits: 6 });
const count = (value: number) => formatDecimal(value, { maximumFractionDigits: 0 });
const shortDate = (date: string) => `${date.slice(8, 10)}/${date.slice(5, 7)}/${date.slice(0, 4)}`;

export const formAnswerMessages = {
  required: 'Respondé esta pregunta',
  countMismatch: 'Las respuestas no coinciden con las preguntas del formulario',
  textInvalid: 'Escribí un texto',
  textTooShort: (min: number) => (min === 1 ? 'Escribí al menos 1 carácter' : `Escribí al menos ${count(min)} caracteres`),
  textTooLong: (max: number) => (max === 1 ? 'Escribí como máximo 1 carácter' : `Escribí como máximo ${count(max)} caracteres`),
  numberInvalid: 'Ingresá un número',
  numberTooSmall: (min: number) => `Ingresá un número mayor o igual a ${number(min)}`,
  numberTooLarge: (max: number) => `Ingresá un número menor o igual a ${number(max)}`,
  numberTooPrecise: 'Ingresá un número con hasta dos decimales',
  dateInvalid: 'Ingresá una fecha válida (AAAA-MM-DD)',
  dateTooEarly: (min: string) => `Elegí una fecha desde el ${shortDate(min)}`,
  dateTooLate: (max: string) => `Elegí una fecha hasta el ${shortDate(max)}`,
  optionInvalid: 'Elegí una de las opciones',
  optionsInvalid: 'Elegí opciones de la lista',
  optionsRepeated: 'No repitas opciones',
  booleanInvalid: 'Respondé sí o no',
  ratingInvalid: `Elegí una puntuación de 1 a ${RATING_MAX}`,
  /** The note of a measurement that came from a form's answers. */
  measurementNote: (formName: string) => `Del formulario "${formName}"`,
  /** The API names the question: "Pregunta 3: Respondé esta pregunta". */
  atQuestion: (index: number, message: string) => `Pregunta ${index + 1}: ${message}`,
} as const;

const f = formAnswerMessages;

const isBlank = (answer: unknown): boolean =>
  answer === null || answer === undefined || (typeof answer === 'string' && answer.trim() === '') || (Array.isArray(answer) && answer.length === 0);

/**
 * The bounds a number answer keeps: the question's, within its figure's when it is a measurement (a
 * weight between 20 and 400 kg, whatever wider range the question says); null where there is none.
 */
export function numberBounds(question: Pick<AnswerableQuestion, 'min' | 'max' | 'measurement'>): { min: number | null; max: number | null } {
  const figure = question.measurement ? figureLimits(question.measurement) : null;
  const min = question.min ?? null;
  const max = question.max ?? null;
  return {
    min: figure ? Math.max(min ?? figure.min, figure.min) : min,
    max: figure ? Math.min(max ?? figure.max, figure.max) : max,
  };
}

/** The problem with one given (not blank) answer, or null when it fits its question. */
function answerProblem(question: AnswerableQuestion, answer: unknown): string | null {
  switch (question.type) {
    case 'text': {
      if (typeof answer !== 'string' || !isMultiLineText(answer)) return f.textInvalid;
      const length = [...answer.trim()].length;
      if (question.minLength != null && length < question.minLength) return f.textTooShort(question.minLength);
      const max = Math.min(question.maxLength ?? FORM_LIMITS.textLength, FORM_LIMITS.textLength);
      if (length > max) return f.textTooLong(max);
      return null;
    }
    case 'number': {
      if (typeof answer !== 'number' || !Number.isFinite(answer) || Math.abs(answer) > FORM_LIMITS.numberAbs) return f.numberInvalid;
      const { min, max } = numberBounds(question);
      if (min !== null && answer < min) return f.numberTooSmall(min);
      if (max !== null && answer > max) return f.numberTooLarge(max);
      if (question.measurement && !/^-?\d+(\.\d{1,2})?$/.test(String(answer))) return f.numberTooPrecise;
      return null;
    }
    case 'date': {
      if (typeof answer !== 'string' || !isIsoDate(answer) || !isDateInRange(answer)) return f.dateInvalid;
      if (question.minDate && answer < question.minDate) return f.dateTooEarly(question.minDate);
      if (question.maxDate && answer > question.maxDate) return f.dateTooLate(question.maxDate);
      return null;
    }
    case 'select': {
      const options = question.options ?? [];
      if (!question.multiple) return typeof answer === 'string' && options.includes(answer) ? null : f.optionInvalid;
      if (!Array.isArray(answer) || !answer.every((option) => typeof option === 'string' && options.includes(option))) return f.optionsInvalid;
      return new Set(answer).size === answer.length ? null : f.optionsRepeated;
    }
    case 'boolean':
      return typeof answer === 'boolean' ? null : f.booleanInvalid;
    case 'rating':
      return typeof answer === 'number' && Number.isInteger(answer) && answer >= 1 && answer <= RATING_MAX ? null : f.ratingInvalid;
  }
}

/**
 * Every problem of the answers, one per question at most, in question order; empty when they can be
 * stored. A blank answer (null, "", no option) is fine unless the question is required.
 */
export function validateFormAnswers(questions: readonly AnswerableQuestion[], answers: readonly unknown[]): FormAnswerIssue[] {
  if (answers.length !== questions.length) return [{ index: null, message: f.countMismatch }];
  const issues: FormAnswerIssue[] = [];
  questions.forEach((question, index) => {
    const answer = answers[index];
    if (isBlank(answer)) {
      if (question.required) issues.push({ index, message: f.required });
      return;
    }
    const problem = answerProblem(question, answer);
    if (problem) issues.push({ index, message: problem });
  });
  return issues;
}

/**
 * The figures of Medidas that valid answers give (a number question marked as one, answered): what the
 * API stores as the client's measurement of that day. Empty when no such question was answered.
 */
export function measuredFigures(questions: readonly AnswerableQuestion[], answers: readonly unknown[]): Partial<Record<MeasurementFigure, number>> {
  const figures: Partial<Record<MeasurementFigure, number>> = {};
  questions.forEach((question, index) => {
    const answer = answers[index];
    if (question.type === 'number' && question.measurement && typeof answer === 'number') figures[question.measurement] = answer;
  });
  return figures;
}
