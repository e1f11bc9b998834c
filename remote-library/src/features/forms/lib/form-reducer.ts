import type { QuestionType } from '@coach/shared/contracts';
import { canAddOption, canAddQuestion, newOption, newQuestion, type FormDraft, type QuestionDraft } from './form-draft';

export type QuestionChanges = Partial<Omit<QuestionDraft, 'key' | 'type' | 'options'>>;

export type FormAction =
  | { type: 'set-field'; field: 'name' | 'description'; value: string }
  | { type: 'add-question'; questionType: QuestionType }
  | { type: 'update-question'; questionKey: string; changes: QuestionChanges }
  | { type: 'remove-question'; questionKey: string }
  | { type: 'move-question'; from: number; to: number }
  | { type: 'add-option'; questionKey: string }
  | { type: 'update-option'; questionKey: string; optionKey: string; value: string }
  | { type: 'remove-option'; questionKey: string; optionKey: string }
  | { type: 'move-option'; questionKey: string; from: number; to: number };

/** Moves the item at `from` to `to` (indexes in the same list). */
export function move<T>(items: readonly T[], from: number, to: number): T[] {
  if (from === to || from < 0 || to < 0 || from >= items.length || to >= items.length) return [...items];
  const next = [...items];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item as T);
  return next;
}

const mapQuestion = (draft: FormDraft, key: string, change: (question: QuestionDraft) => QuestionDraft): FormDraft => ({
  ...draft,
  questions: draft.questions.map((question) => (question.key === key ? change(question) : question)),
});

/** Every edit of the form builder, as a pure function of the draft. */
export function formReducer(draft: FormDraft, action: FormAction): FormDraft {
  switch (action.type) {
    case 'set-field':
      return { ...draft, [action.field]: action.value };
    case 'add-question':
      return canAddQuestion(draft) ? { ...draft, questions: [...draft.questions, newQuestion(action.questionType)] } : draft;
    case 'update-question':
      return mapQuestion(draft, action.questionKey, (question) => ({ ...question, ...action.changes }));
    case 'remove-question':
      return { ...draft, questions: draft.questions.filter((question) => question.key !== action.questionKey) };
    case 'move-question':
      return { ...draft, questions: move(draft.questions, action.from, action.to) };
    case 'add-option':
      return mapQuestion(draft, action.questionKey, (question) =>
        canAddOption(question) ? { ...question, options: [...question.options, newOption()] } : question,
      );
    case 'update-option':
      return mapQuestion(draft, action.questionKey, (question) => ({
        ...question,
        options: question.options.map((option) => (option.key === action.optionKey ? { ...option, value: action.value } : option)),
      }));
    case 'remove-option':
      return mapQuestion(draft, action.questionKey, (question) => ({
        ...question,
        options: question.options.filter((option) => option.key !== action.optionKey),
      }));
    case 'move-option':
      return mapQuestion(draft, action.questionKey, (question) => ({ ...question, options: move(question.options, action.from, action.to) }));
  }
}
