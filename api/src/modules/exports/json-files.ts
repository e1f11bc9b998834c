import type { LibraryKind } from '@coach/shared/contracts';
import { and, asc, eq, gt } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  activities,
  bodyMeasurements,
  clients,
  events,
  forms,
  messages,
  programAssignments,
  progressPhotos,
  type ProgramAssignmentRow,
  subscriptions,
  taskCompletions,
  tasks,
  workouts,
} from '../../db/schema';
import { toEvent } from '../agenda/events/event-record';
import { itemNameColumn, toCompletion, toTask } from '../agenda/tasks/task-rows';
import { clientSubscriptionHistory } from '../billing/answers';
import { catchUpBilling, type BillingDeps } from '../billing/catch-up';
import { paymentItemsAfter, periodItemsAfter } from '../billing/lists';
import { planBatchForExport, type ExportedPlan } from '../billing/plans';
import { findBusiness, toBusiness } from '../business/queries';
import { toChatMessage } from '../chats/queries';
import { toClient } from '../clients/clients';
import { memberNames } from '../team/member-names';
import { clientFields, type ClientFields } from '../clients/queries';
import { toActivity } from '../library/activities/activities';
import { toExercise } from '../library/exercises/exercises';
import { toForm } from '../library/forms/forms';
import type { MediaUrls } from '../library/item-media';
import { libraryTables, type LibraryRow, type LibraryTable } from '../library/library-tables';
import { presentWorkoutOfGym } from '../library/workouts/workouts';
import { presentAssignments } from '../programs/assignments/queries';
import { presentProgramOfGym } from '../programs/programs';
import { gymToday } from '../agenda/tasks/queries';
import { toMeasurement } from '../progress/measurements';
import { eventChangesOf, taskChangesOf } from './occurrence-changes';
import { toPhoto } from '../progress/photos';

/** What the export's files read: the database, the clock (billing catches up first) and the media signer. */
export interface ExportSourceDeps extends BillingDeps {
  db: Db;
  urls: MediaUrls;
}

/** Rows are read this many at a time: a large business never sits in memory whole. */
export const EXPORT_BATCH = 500;

/** A file of the ZIP: its name, what README.txt says of it, and its text, produced a batch at a time. */
export interface ExportFile {
  name: string;
  description: string;
  content: (deps: ExportSourceDeps, gymId: number) => AsyncIterable<string>;
}

type Page<T> = (after: T | undefined) => Promise<T[]>;

/** Every row a keyset `page` answers, batch after batch, until a short one. */
export async function* batches<T>(page: Page<T>): AsyncGenerator<T[]> {
  let after: T | undefined;
  for (;;) {
    const rows = await page(after);
    if (rows.length > 0) yield rows;
    if (rows.length < EXPORT_BATCH) return;
    after = rows[rows.length - 1];
  }
}

/** A JSON array, one item a line, written as the batches arrive. */
async function* jsonArray<T>(source: AsyncIterable<readonly T[]>): AsyncGenerator<string> {
  let first = true;
  yield '[';
  for await (const items of source) {
    const text = items.map((item) => JSON.stringify(item)).join(',\n');
    yield first ? `\n${text}` : `,\n${text}`;
    first = false;
  }
  yield first ? ']\n' : '\n]\n';
}

async function* mapped<T, U>(source: AsyncIterable<T[]>, map: (rows: T[]) => U[] | Promise<U[]>): AsyncGenerator<U[]> {
  for await (const rows of source) yield await map(rows);
}

const afterId = (row: { id: number } | undefined) => row?.id ?? 0;

/** The business's own library items of one kind (never the product's), archived ones too, by id. */
function ownItems<K extends LibraryKind>(db: Db, gymId: number, kind: K): AsyncGenerator<LibraryRow<K>[]> {
  const table: LibraryTable = libraryTables[kind];
  return batches(async (after: LibraryRow<K> | undefined) => {
    const rows = await db
      .select()
      .from(table)
      .where(and(eq(table.gymId, gymId), gt(table.id, afterId(after))))
      .orderBy(asc(table.id))
      .limit(EXPORT_BATCH);
    return rows as LibraryRow<K>[];
  });
}

/** The business's clients, by id. */
export const clientRows = (db: Db, gymId: number) =>
  batches<ClientFields>((after) =>
    db
      .select(clientFields)
      .from(clients)
      .where(and(eq(clients.gymId, gymId), gt(clients.id, afterId(after))))
      .orderBy(asc(clients.id))
      .limit(EXPORT_BATCH),
  );

/**
 * The JSON files, in the shapes the API answers (the same functions build them), so that what a
 * trainer takes elsewhere reads as the OpenAPI document describes it.
 */
export const jsonFiles: ExportFile[] = [
  {
    name: 'negocio.json',
    description: 'Los datos del negocio: nombre, zona horaria, moneda, país y datos de cobro (como GET /api/v1/business).',
    async *content({ db }, gymId) {
      const row = await findBusiness(db, gymId);
      yield `${JSON.stringify(row ? toBusiness(row) : null, null, 2)}\n`;
    },
  },
  {
    name: 'clientes.json',
    description: 'Los clientes, activos e inactivos (como GET /api/v1/clients/{id}).',
    async *content({ db }, gymId) {
      const members = await memberNames(db, gymId);
      yield* jsonArray(mapped(clientRows(db, gymId), (rows) => rows.map((row) => toClient(row, members))));
    },
  },
  {
    name: 'biblioteca/ejercicios.json',
    description: 'Los ejercicios propios del negocio, archivados incluidos (como GET /api/v1/exercises/{id}).',
    content: ({ db, urls }, gymId) => jsonArray(mapped(ownItems(db, gymId, 'exercises'), (rows) => rows.map((row) => toExercise(row, urls)))),
  },
  {
    name: 'biblioteca/actividades.json',
    description: 'Las actividades propias, archivadas incluidas (como GET /api/v1/activities/{id}).',
    content: ({ db, urls }, gymId) => jsonArray(mapped(ownItems(db, gymId, 'activities'), (rows) => rows.map((row) => toActivity(row, urls)))),
  },
  {
    name: 'biblioteca/rutinas.json',
    description: 'Las rutinas propias con sus bloques y ejercicios (como GET /api/v1/workouts/{id}).',
    content: (deps, gymId) =>
      jsonArray(mapped(ownItems(deps.db, gymId, 'workouts'), (rows) => Promise.all(rows.map((row) => presentWorkoutOfGym(deps, gymId, row))))),
  },
  {
    name: 'biblioteca/formularios.json',
    description: 'Los formularios propios con sus preguntas (como GET /api/v1/forms/{id}).',
    content: ({ db }, gymId) => jsonArray(mapped(ownItems(db, gymId, 'forms'), (rows) => rows.map(toForm))),
  },
  {
    name: 'biblioteca/programas.json',
    description: 'Los programas propios con sus semanas y días (como GET /api/v1/programs/{id}).',
    content: (deps, gymId) =>
      jsonArray(mapped(ownItems(deps.db, gymId, 'programs'), (rows) => Promise.all(rows.map((row) => presentProgramOfGym(deps, gymId, row))))),
  },
  {
    name: 'agenda/programas-asignados.json',
    description:
      'Los programas asignados a cada cliente, en curso y terminados (como GET /api/v1/clients/{clientId}/program-assignments): desde qué día, semanas, pausas, su estado y sus tareas; las tareas de un programa dicen su programAssignmentId en agenda/tareas.json.',
    async *content({ db, now }, gymId) {
      const today = await gymToday(db, gymId, now());
      yield* jsonArray(
        mapped(
          batches<ProgramAssignmentRow>((after) =>
            db
              .select()
              .from(programAssignments)
              .where(and(eq(programAssignments.gymId, gymId), gt(programAssignments.id, afterId(after))))
              .orderBy(asc(programAssignments.id))
              .limit(EXPORT_BATCH),
          ),
          (rows) => presentAssignments(db, rows, today),
        ),
      );
    },
  },
  {
    name: 'agenda/tareas.json',
    description:
      'Las tareas asignadas a los clientes, con su repetición (como responde PATCH /api/v1/tasks/{id}; GET /api/v1/clients/{clientId}/tasks las muestra día por día), el programa asignado del que vienen (programAssignmentId, o null) y, en changes, los días cambiados solos ("solo este día": occurrence es el día que le tocaba; cancelled, quitado; date, a dónde se movió; goal, durationMin, distanceKm propios; null, los de la tarea).',
    content: ({ db }, gymId) =>
      jsonArray(
        mapped(
          batches((after: { task: typeof tasks.$inferSelect; itemName: string } | undefined) =>
            db
              .select({ task: tasks, itemName: itemNameColumn })
              .from(tasks)
              .leftJoin(activities, eq(activities.id, tasks.activityId))
              .leftJoin(workouts, eq(workouts.id, tasks.workoutId))
              .leftJoin(forms, eq(forms.id, tasks.formId))
              .where(and(eq(tasks.gymId, gymId), gt(tasks.id, after?.task.id ?? 0)))
              .orderBy(asc(tasks.id))
              .limit(EXPORT_BATCH),
          ),
          async (rows) => {
            const changes = await taskChangesOf(db, rows.map((row) => row.task.id));
            return rows.map((row) => ({ ...toTask(row.task, row.itemName), programAssignmentId: row.task.programAssignmentId, changes: changes.get(row.task.id) ?? [] }));
          },
        ),
      ),
  },
  {
    name: 'agenda/cumplimientos.json',
    description:
      'Lo que cada cliente registró de sus tareas, con las respuestas de los formularios: taskId, clientId, date (el día de la tarea) y completion (como lo responde la API).',
    content: ({ db }, gymId) =>
      jsonArray(
        mapped(
          batches<typeof taskCompletions.$inferSelect>((after) =>
            db
              .select()
              .from(taskCompletions)
              .where(and(eq(taskCompletions.gymId, gymId), gt(taskCompletions.id, afterId(after))))
              .orderBy(asc(taskCompletions.id))
              .limit(EXPORT_BATCH),
          ),
          (rows) => rows.map((row) => ({ taskId: row.taskId, clientId: row.clientId, date: row.occurrence, completion: toCompletion(row) })),
        ),
      ),
  },
  {
    name: 'agenda/eventos.json',
    description:
      'Los eventos de la agenda, con su repetición (como GET /api/v1/events/{id}) y, en changes, las ocurrencias cambiadas solas (occurrence es su día original; cancelled, quitada; start y end, a dónde se movió; title, description y color propios; null, los del evento; una description "" es la quitada ese día).',
    content: ({ db }, gymId) =>
      jsonArray(
        mapped(
          batches<typeof events.$inferSelect>((after) =>
            db
              .select()
              .from(events)
              .where(and(eq(events.gymId, gymId), gt(events.id, afterId(after))))
              .orderBy(asc(events.id))
              .limit(EXPORT_BATCH),
          ),
          async (rows) => {
            const changes = await eventChangesOf(db, rows.map((row) => row.id));
            return rows.map((row) => ({ ...toEvent(row), changes: changes.get(row.id) ?? [] }));
          },
        ),
      ),
  },
  {
    name: 'cobros/planes.json',
    description:
      'Los planes (como GET /api/v1/plans/{id}), también los eliminados (deletedAt dice cuándo: sus períodos y pagos los nombran); montos en la unidad menor de la moneda (ver "Sobre los formatos").',
    content: (deps, gymId) =>
      jsonArray(batches<ExportedPlan>((after) => planBatchForExport(deps, gymId, afterId(after), EXPORT_BATCH))),
  },
  {
    name: 'cobros/suscripciones.json',
    description:
      'La suscripción de cada cliente que tuvo una, con todos sus períodos y pagos (como GET /api/v1/clients/{id}/subscription) y, en subscriptions, cada suscripción que tuvo (también las terminadas: fechas, plan y cambio programado), de la más vieja a la más nueva.',
    async *content(deps, gymId) {
      const { today } = await catchUpBilling(deps, gymId);
      const subscribed = batches<{ clientId: number }>((after) =>
        deps.db
          .selectDistinct({ clientId: subscriptions.clientId })
          .from(subscriptions)
          .where(and(eq(subscriptions.gymId, gymId), gt(subscriptions.clientId, after?.clientId ?? 0)))
          .orderBy(asc(subscriptions.clientId))
          .limit(EXPORT_BATCH),
      );
      yield* jsonArray(mapped(subscribed, (rows) => Promise.all(rows.map((row) => clientSubscriptionHistory(deps.db, gymId, row.clientId, today)))));
    },
  },
  {
    name: 'cobros/periodos.json',
    description: 'Los períodos de cobro de todos los clientes (como GET /api/v1/periods); montos en la unidad menor de la moneda (ver "Sobre los formatos").',
    content: (deps, gymId) => jsonArray(batches((after: { id: number } | undefined) => periodItemsAfter(deps, gymId, afterId(after), EXPORT_BATCH))),
  },
  {
    name: 'cobros/pagos.json',
    description: 'Los pagos registrados, los más nuevos primero (como GET /api/v1/payments); montos en la unidad menor de la moneda (ver "Sobre los formatos").',
    content: (deps, gymId) => jsonArray(batches((after: { id: number; date: string } | undefined) => paymentItemsAfter(deps, gymId, after, EXPORT_BATCH))),
  },
  {
    name: 'mensajes.json',
    description: 'Los mensajes del chat con cada cliente, en orden: clientId y message (como GET /api/v1/chats/{clientId}/messages).',
    async *content({ db }, gymId) {
      const members = await memberNames(db, gymId);
      yield* jsonArray(
        mapped(
          batches<typeof messages.$inferSelect>((after) =>
            db
              .select()
              .from(messages)
              .where(and(eq(messages.gymId, gymId), gt(messages.seq, after?.seq ?? 0)))
              .orderBy(asc(messages.seq))
              .limit(EXPORT_BATCH),
          ),
          (rows) => rows.map((row) => ({ clientId: row.clientId, message: toChatMessage(row, members) })),
        ),
      );
    },
  },
  {
    name: 'progreso/mediciones.json',
    description: 'Las mediciones corporales de los clientes (como GET /api/v1/clients/{id}/measurements).',
    content: ({ db }, gymId) =>
      jsonArray(
        mapped(
          batches<typeof bodyMeasurements.$inferSelect>((after) =>
            db
              .select()
              .from(bodyMeasurements)
              .where(and(eq(bodyMeasurements.gymId, gymId), gt(bodyMeasurements.id, afterId(after))))
              .orderBy(asc(bodyMeasurements.id))
              .limit(EXPORT_BATCH),
          ),
          (rows) => rows.map(toMeasurement),
        ),
      ),
  },
  {
    name: 'progreso/fotos.json',
    description:
      'Los datos de las fotos de progreso (día, pose, quién la subió; como GET /api/v1/clients/{id}/progress-photos). Su url firmada vence en una o dos horas: cada foto está en archivos/fotos-de-progreso/, con su id.',
    content: ({ db, urls }, gymId) =>
      jsonArray(
        mapped(
          batches<typeof progressPhotos.$inferSelect>((after) =>
            db
              .select()
              .from(progressPhotos)
              .where(and(eq(progressPhotos.gymId, gymId), gt(progressPhotos.id, afterId(after))))
              .orderBy(asc(progressPhotos.id))
              .limit(EXPORT_BATCH),
          ),
          (rows) => rows.map((row) => toPhoto(row, urls)),
        ),
      ),
  },
];
