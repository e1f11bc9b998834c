import { formatDecimal } from '@coach/shared';
import { measurementFigureInfo, numberBounds, type AnswerableQuestion } from '@coach/shared/contracts';

/** What a hint needs of a question: a stored one (the client app) or one being edited (the builder's preview). */
export type HintQuestion = Pick<AnswerableQuestion, 'type' | 'minLength' | 'maxLength' | 'min' | 'max' | 'measurement' | 'minDate' | 'maxDate' | 'multiple'>;

/** "12/03/2025" from "2025-03-12". */
const showDate = (iso: string) => iso.split('-').reverse().join('/');

/** What the client is told about the answer ("Entre 10 y 500 caracteres"). */
export function constraintHint(question: HintQuestion): string | null {
  const range = (min: string | null, max: string | null, unit = '') => {
    if (min !== null && max !== null) return `Entre ${min} y ${max}${unit}`;
    if (min !== null) return `Mínimo ${min}${unit}`;
    if (max !== null) return `Máximo ${max}${unit}`;
    return null;
  };
  // As the business's country writes numbers: "Entre 1,5 y 1.000" ("1.5" and "1,000" in Mexico).
  const text = (value: number | null | undefined) => (value == null ? null : formatDecimal(value, { maximumFractionDigits: 6 }));
  switch (question.type) {
    case 'text':
      return range(text(question.minLength), text(question.maxLength), ' caracteres');
    case 'number': {
      // A figure of Medidas: its own limits and unit, and where the answer goes ("Entre 20 y 400 kg. Se guarda en tu Progreso").
      const { min, max } = numberBounds(question);
      if (!question.measurement) return range(text(min), text(max));
      return `${range(text(min), text(max), ` ${measurementFigureInfo[question.measurement].unit}`)}. Se guarda en tu Progreso.`;
    }
    case 'date':
      if (question.minDate && question.maxDate) return `Entre el ${showDate(question.minDate)} y el ${showDate(question.maxDate)}`;
      if (question.minDate) return `Desde el ${showDate(question.minDate)}`;
      if (question.maxDate) return `Hasta el ${showDate(question.maxDate)}`;
      return null;
    case 'select':
      return question.multiple ? 'Podés elegir varias' : 'Elegí una';
    default:
      return null;
  }
}
