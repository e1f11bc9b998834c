import { formCreateSchema, formMessages } from '@coach/shared/contracts';
import { aForm } from '../testing';
import { draftFromForm, emptyFormDraft, formRequest, type FormDraft } from './form-draft';
import { liveErrors, validateFormDraft } from './form-errors';
import { formReducer, type FormAction } from './form-reducer';

const apply = (draft: FormDraft, ...actions: FormAction[]) => actions.reduce(formReducer, draft);

describe('form draft', () => {
  it('keeps only the constraints of each type in the request', () => {
    let draft = apply(emptyFormDraft(), { type: 'set-field', field: 'name', value: 'Check-in' }, { type: 'add-question', questionType: 'number' }, { type: 'add-question', questionType: 'boolean' });
    const [number, yesNo] = draft.questions;
    draft = apply(
      draft,
      { type: 'update-question', questionKey: number!.key, changes: { title: 'Peso', min: 30, max: 250, minLength: 5, measurement: 'weightKg' } },
      { type: 'update-question', questionKey: yesNo!.key, changes: { title: '¿Dolor?', required: true, min: 1, measurement: 'waistCm' } },
    );
    expect(formRequest(draft).questions).toEqual([
      { type: 'number', title: 'Peso', description: null, required: false, min: 30, max: 250, measurement: 'weightKg' },
      { type: 'boolean', title: '¿Dolor?', description: null, required: true },
    ]);
    expect(formCreateSchema.safeParse(formRequest(draft)).success).toBe(true);
  });

  it('starts a select question with two options and edits, moves and removes them', () => {
    let draft = apply(emptyFormDraft(), { type: 'add-question', questionType: 'select' });
    const key = draft.questions[0]!.key;
    draft = apply(draft, { type: 'add-option', questionKey: key });
    const [first, , third] = draft.questions[0]!.options;
    draft = apply(
      draft,
      { type: 'update-option', questionKey: key, optionKey: third!.key, value: 'Otra' },
      { type: 'move-option', questionKey: key, from: 2, to: 0 },
      { type: 'remove-option', questionKey: key, optionKey: first!.key },
    );
    expect(draft.questions[0]?.options.map((option) => option.value)).toEqual(['Otra', 'Opción 2']);
  });

  it('says while typing that a minimum is above its maximum or an option is repeated, not yet that a title is missing', () => {
    let draft = apply(emptyFormDraft(), { type: 'add-question', questionType: 'text' }, { type: 'add-question', questionType: 'select' });
    const [text, select] = draft.questions;
    draft = apply(
      draft,
      { type: 'update-question', questionKey: text!.key, changes: { minLength: 50, maxLength: 10 } },
      { type: 'update-option', questionKey: select!.key, optionKey: select!.options[1]!.key, value: 'opción 1' },
    );
    const all = validateFormDraft(draft);
    expect(all['questions.0.title']).toEqual([formMessages.questionTitleRequired]);
    expect(liveErrors(draft, all)).toEqual({ 'questions.0.minLength': [formMessages.minAboveMax], 'questions.1.options': [formMessages.optionsRepeated] });
  });

  it('reads a saved form back into the same request', () => {
    const form = aForm({
      questions: [
        { type: 'date', title: 'Control', description: 'Último', required: true, minDate: '2025-01-01', maxDate: null },
        { type: 'select', title: 'Elegí', description: null, required: false, multiple: true, options: ['A', 'B'] },
        { type: 'number', title: 'Peso', description: null, required: false, min: 30, max: null, measurement: 'weightKg' },
      ],
    });
    expect(formRequest(draftFromForm(form)).questions).toEqual([
      { type: 'date', title: 'Control', description: 'Último', required: true, minDate: '2025-01-01', maxDate: null },
      { type: 'select', title: 'Elegí', description: null, required: false, multiple: true, options: ['A', 'B'] },
      { type: 'number', title: 'Peso', description: null, required: false, min: 30, max: null, measurement: 'weightKg' },
    ]);
  });
});
