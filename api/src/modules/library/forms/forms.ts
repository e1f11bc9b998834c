import type { Form, FormQuestion, FormSummary, formCreateSchema, formUpdateSchema } from '@coach/shared/contracts';
import { eq } from 'drizzle-orm';
import { isDeepStrictEqual } from 'node:util';
import type { z } from 'zod';
import type { Db } from '../../../db/client';
import { forms, type FormRow } from '../../../db/schema';
import type { Scope } from '../../team/scope';
import { lockForChangeInScope } from '../access';
import { duplicateSource } from '../duplicate';
import { itemBaseOf } from '../library-tables';
import { withUniqueName } from '../name-conflicts';
import { nameColumns } from '../names';

export type FormCreate = z.output<typeof formCreateSchema>;
export type FormUpdate = z.output<typeof formUpdateSchema>;

interface Deps {
  db: Db;
  now: () => Date;
}

/**
 * Questions as stored and answered: as the contract parsed them, with a description (null when
 * none) and no undefined values, so comparing them with the stored ones (jsonb) compares content.
 */
export const toStoredQuestions = (questions: readonly FormQuestion[]): FormQuestion[] =>
  JSON.parse(JSON.stringify(questions.map((question) => ({ ...question, description: question.description ?? null })))) as FormQuestion[];

export const toForm = (row: FormRow): Form => ({
  ...itemBaseOf(row),
  description: row.description,
  version: row.version,
  questions: row.questions.map((question) => ({ ...question, description: question.description ?? null })),
});

export const toFormSummary = (row: FormRow): FormSummary => ({
  ...itemBaseOf(row),
  description: row.description,
  questionCount: row.questions.length,
});

export async function createForm(deps: Deps, scope: Scope, input: FormCreate): Promise<FormRow> {
  return createFormOfGym(deps, scope.gymId, scope.userId, input);
}

/** createForm for the demo seeder, which has a business and a member but no request. */
export async function createFormOfGym(deps: Deps, gymId: number, userId: number, input: FormCreate): Promise<FormRow> {
  const now = deps.now();
  const [row] = await withUniqueName('forms', 'create', () =>
    deps.db
      .insert(forms)
      .values({
        gymId,
        createdByUserId: userId,
        ...nameColumns(input.name),
        description: input.description ?? null,
        questions: toStoredQuestions(input.questions),
        createdAt: now,
        updatedAt: now,
      })
      .returning(),
  );
  if (!row) throw new Error('form insert returned no row');
  return row;
}

/**
 * Changes the fields sent; `version` goes up by one when the questions change (an answer keeps the
 * version it was given under), not when the same questions are sent again.
 */
export async function updateForm(deps: Deps, scope: Scope, id: number, changes: FormUpdate): Promise<FormRow> {
  return withUniqueName('forms', 'update', () =>
    deps.db.transaction(async (tx) => {
      const current = await lockForChangeInScope(tx, 'forms', scope, id, 'edit');
      const questions = changes.questions ? toStoredQuestions(changes.questions) : undefined;
      const changed = questions !== undefined && !isDeepStrictEqual(questions, toStoredQuestions(current.questions));
      const [row] = await tx
        .update(forms)
        .set({
          ...nameColumns(changes.name ?? current.name),
          description: changes.description,
          ...(changed ? { questions, version: current.version + 1 } : {}),
          updatedAt: deps.now(),
        })
        .where(eq(forms.id, id))
        .returning();
      if (!row) throw new Error('form update returned no row');
      return row;
    }),
  );
}

export async function duplicateForm(deps: Deps, scope: Scope, id: number): Promise<FormRow> {
  const { source, name } = await duplicateSource(deps.db, 'forms', scope.gymId, id);
  const now = deps.now();
  const [row] = await withUniqueName('forms', 'create', () =>
    deps.db
      .insert(forms)
      .values({
        gymId: scope.gymId,
        createdByUserId: scope.userId,
        ...nameColumns(name),
        description: source.description,
        questions: source.questions,
        createdAt: now,
        updatedAt: now,
      })
      .returning(),
  );
  if (!row) throw new Error('form insert returned no row');
  return row;
}
