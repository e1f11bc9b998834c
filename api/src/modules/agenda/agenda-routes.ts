import { AGENDA_LIMITS, agendaQuerySchema, agendaSchema, type AgendaItem } from '@coach/shared/contracts';
import { serializerCompiler as zodSerializerCompiler, type FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notFound } from '../../http/api-error';
import { bearerSecurity, errorResponses } from '../../http/route-schemas';
import { findClientInScope } from '../clients/queries';
import { listEventOccurrences } from './events/occurrences';
import { listTaskOccurrences, listTaskOccurrencesOrDays } from './tasks/occurrences';

const tags = ['agenda'];

/** Where an item goes within its day: all-day events, then tasks, then timed events by their start. */
function sortKey(item: AgendaItem): [day: string, group: number, time: string] {
  if (item.kind === 'task') return [item.date, 1, ''];
  return [item.start.slice(0, 10), item.allDay ? 0 : 2, item.start.slice(11)];
}

/** Code-unit order: dates and times are ISO text ('2026-03-03', '07:00'), which sort as they read. */
const byText = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

export function sortAgenda(items: AgendaItem[]): AgendaItem[] {
  const keyed = items.map((item) => ({ item, key: sortKey(item) }));
  // localeCompare would cost a collation per comparison: ~100,000 of them for a big business's month.
  keyed.sort(
    (a, b) =>
      byText(a.key[0], b.key[0]) ||
      a.key[1] - b.key[1] ||
      byText(a.key[2], b.key[2]) ||
      a.item.id - b.item.id ||
      byText(a.item.occurrence, b.item.occurrence),
  );
  return keyed.map(({ item }) => item);
}

type ZodSerializedRoute = Parameters<typeof zodSerializerCompiler>[0];
/** A 200 written as plain JSON; every other status through the zod serializer, as everywhere else. */
const okAsPlainJson = (route: { httpStatus?: string }) =>
  route.httpStatus === '200' ? (data: unknown) => JSON.stringify(data) : zodSerializerCompiler(route as unknown as ZodSerializedRoute);

/** GET /agenda: the business's events and its clients' tasks, occurrence by occurrence. */
export const agendaRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/agenda',
    {
      schema: {
        tags,
        summary:
          `La agenda entre from y to (incluidos, hasta 3 meses): ocurrencias de eventos y de tareas, por día y hora. Con clientId, solo las tareas de ese cliente (sin eventos: los eventos son del entrenador, no de un cliente). Sin clientId y con más de ${AGENDA_LIMITS.listedTasks} tareas en el rango, items trae solo los eventos y taskDays cuántas tareas hay cada día (y cuántas se hicieron)`,
        security: bearerSecurity,
        querystring: agendaQuerySchema,
        response: { 200: agendaSchema, ...errorResponses(400, 401, 402, 403, 404) },
      },
      // A month of a big business is thousands of occurrences that this module has just built with
      // the contract's types: checking them again against the schema cost more than reading them
      // (bench: ~25 ms of ~90 for 8,700 items). The schema still documents the answer, and every answer
      // of the API tests is checked against that document (test/openapi-responses.ts); errors keep the
      // zod serializer.
      serializerCompiler: okAsPlainJson,
    },
    async (request) => {
      const { scope } = request;
      const { from, to, clientId } = request.query;
      if (clientId !== undefined) {
        if (!(await findClientInScope(app.db, scope, clientId))) throw notFound();
        return { items: sortAgenda(await listTaskOccurrences(app.db, scope, { from, to, clientId })), taskDays: null };
      }
      // A CO's agenda: their own events and their clients' tasks (the Scope filters both queries).
      const [eventItems, taskItems] = await Promise.all([
        listEventOccurrences(app.db, scope, from, to),
        listTaskOccurrencesOrDays(app.db, scope, { from, to }, AGENDA_LIMITS.listedTasks),
      ]);
      return { items: sortAgenda([...eventItems, ...taskItems.items]), taskDays: taskItems.days };
    },
  );
};
