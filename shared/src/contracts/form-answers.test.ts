import { formAnswerMessages as f, measuredFigures, numberBounds, validateFormAnswers, type AnswerableQuestion } from './form-answers';
import { formCreateSchema, formMessages } from './forms';

const questions: AnswerableQuestion[] = [
  { type: 'text', title: 'Tu semana', required: true, minLength: 5, maxLength: 20 },
  { type: 'number', title: 'Peso', min: 30, max: 250.5 },
  { type: 'date', title: 'Última carrera', minDate: '2025-01-01', maxDate: '2026-12-31' },
  { type: 'select', title: 'Día preferido', options: ['Lunes', 'Miércoles'] },
  { type: 'select', title: 'Días que entrenaste', multiple: true, options: ['Lunes', 'Miércoles', 'Viernes'] },
  { type: 'boolean', title: '¿Dormiste bien?' },
  { type: 'rating', title: 'Energía', required: true },
];

const valid = ['Buena semana', 72.5, '2026-02-01', 'Lunes', ['Lunes', 'Viernes'], false, 4];
const withAnswer = (index: number, answer: unknown) => valid.map((value, i) => (i === index ? answer : value));
const issuesOf = (answers: unknown[]) => validateFormAnswers(questions, answers);

describe('validateFormAnswers', () => {
  it('accepts one fitting answer per question, and skipped optional ones', () => {
    expect(issuesOf(valid)).toEqual([]);
    expect(issuesOf(['Buena semana', null, '', null, [], null, 1])).toEqual([]);
  });

  it('asks for every required answer, blank text included', () => {
    expect(issuesOf(withAnswer(0, '   '))).toEqual([{ index: 0, message: f.required }]);
    expect(issuesOf(withAnswer(6, null))).toEqual([{ index: 6, message: f.required }]);
  });

  it('refuses a list that is not one answer per question', () => {
    expect(issuesOf(valid.slice(1))).toEqual([{ index: null, message: f.countMismatch }]);
    expect(issuesOf([...valid, 'extra'])).toEqual([{ index: null, message: f.countMismatch }]);
  });

  it.each([
    ['text too short', 0, 'Hola', f.textTooShort(5)],
    ['text too long', 0, 'x'.repeat(21), f.textTooLong(20)],
    ['text that is not text', 0, 12, f.textInvalid],
    ['text with control characters', 0, 'hola\u0000mundo', f.textInvalid],
    ['number as text', 1, '72', f.numberInvalid],
    ['number below the minimum', 1, 29.9, f.numberTooSmall(30)],
    ['number above the maximum', 1, 251, f.numberTooLarge(250.5)],
    ['date in another format', 2, '01/02/2026', f.dateInvalid],
    ['date that does not exist', 2, '2026-02-30', f.dateInvalid],
    ['date before the minimum', 2, '2024-12-31', f.dateTooEarly('2025-01-01')],
    ['date after the maximum', 2, '2027-01-01', f.dateTooLate('2026-12-31')],
    ['single option not in the list', 3, 'Martes', f.optionInvalid],
    ['several options for a single choice', 3, ['Lunes'], f.optionInvalid],
    ['multiple options not in the list', 4, ['Lunes', 'Domingo'], f.optionsInvalid],
    ['one option where a list is expected', 4, 'Lunes', f.optionsInvalid],
    ['repeated options', 4, ['Lunes', 'Lunes'], f.optionsRepeated],
    ['yes/no as text', 5, 'sí', f.booleanInvalid],
    ['rating of 0', 6, 0, f.ratingInvalid],
    ['rating of 6', 6, 6, f.ratingInvalid],
    ['rating with decimals', 6, 3.5, f.ratingInvalid],
  ])('refuses %s, at its question', (_case, index, answer, message) => {
    expect(issuesOf(withAnswer(index, answer))).toEqual([{ index, message }]);
  });

  it('reports each wrong answer, in question order', () => {
    const answers = withAnswer(6, 9);
    answers[1] = 10;
    expect(issuesOf(answers)).toEqual([
      { index: 1, message: f.numberTooSmall(30) },
      { index: 6, message: f.ratingInvalid },
    ]);
    expect(f.atQuestion(2, f.required)).toBe('Pregunta 3: Respondé esta pregunta');
    expect(f.dateTooEarly('2025-01-01')).toBe('Elegí una fecha desde el 01/01/2025');
  });
});

describe('a number question that is a figure of Medidas', () => {
  const weight: AnswerableQuestion = { type: 'number', title: '¿Cuánto pesaste?', measurement: 'weightKg' };
  const waist: AnswerableQuestion = { type: 'number', title: 'Cintura', measurement: 'waistCm', min: 50, max: 500 };

  it('keeps the figure’s limits within the question’s, and two decimals', () => {
    expect(numberBounds(weight)).toEqual({ min: 20, max: 400 });
    expect(numberBounds(waist)).toEqual({ min: 50, max: 300 });
    expect(numberBounds({ min: -5, max: null })).toEqual({ min: -5, max: null });
    expect(validateFormAnswers([weight], [19.5])).toEqual([{ index: 0, message: f.numberTooSmall(20) }]);
    expect(validateFormAnswers([waist], [301])).toEqual([{ index: 0, message: f.numberTooLarge(300) }]);
    expect(validateFormAnswers([weight], [72.555])).toEqual([{ index: 0, message: f.numberTooPrecise }]);
    expect(validateFormAnswers([weight, waist], [72.55, 81])).toEqual([]);
    // A question that is not a measurement takes any decimals, as before.
    expect(validateFormAnswers([{ type: 'number', title: 'Pasos' }], [1.2345])).toEqual([]);
  });

  it('gives the figures answered, and none for skipped or other questions', () => {
    const rating: AnswerableQuestion = { type: 'rating', title: 'Energía' };
    expect(measuredFigures([weight, rating, waist], [72.5, 4, 81])).toEqual({ weightKg: 72.5, waistCm: 81 });
    expect(measuredFigures([weight, rating, waist], [null, 4, null])).toEqual({});
  });

  it('is one question per figure, with a range that meets the figure’s', () => {
    const form = (questions: object[]) => formCreateSchema.safeParse({ name: 'Control semanal', questions });
    const issues = (questions: object[]) => form(questions).error?.issues.map((issue) => [issue.path.join('.'), issue.message]);
    expect(form([{ type: 'number', title: 'Peso', measurement: 'weightKg' }]).data?.questions[0]).toMatchObject({ measurement: 'weightKg' });
    expect(issues([{ type: 'number', title: 'Peso', measurement: 'weightKg' }, { type: 'number', title: 'Peso otra vez', measurement: 'weightKg' }])).toEqual([
      ['questions.1.measurement', formMessages.measurementRepeated('weightKg')],
    ]);
    expect(formMessages.measurementRepeated('weightKg')).toBe('Otra pregunta ya guarda "Peso" en Medidas');
    expect(issues([{ type: 'number', title: 'Peso', measurement: 'weightKg', min: 500 }])).toEqual([['questions.0.min', formMessages.measurementOutOfRange('weightKg')]]);
    expect(formMessages.measurementOutOfRange('weightKg')).toBe('Para guardarse en Medidas, la respuesta va de 20 a 400 kg');
    expect(issues([{ type: 'number', title: 'Peso', measurement: 'height' }])).toEqual([['questions.0.measurement', formMessages.measurementInvalid]]);
  });
});
