import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient, searchTerm } from '@coach/shared';
import { activityListSchema, formListSchema, workoutListSchema, workoutModeLabels, type TaskType } from '@coach/shared/contracts';
import { agendaKeys } from '../../../lib/query-keys';

export const ASSIGNABLE_PAGE_SIZE = 20;

const listPaths: Record<TaskType, string> = {
  activity: '/api/v1/activities',
  workout: '/api/v1/workouts',
  form: '/api/v1/forms',
};

/** A library item the trainer can assign, whatever its type: its name and a short line about it. */
export interface AssignableItem {
  id: number;
  name: string;
  detail: string;
  /** Provided by the product ("Coach"), not the trainer's own. */
  fromProduct: boolean;
}

const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;
const firstLine = (text: string | null) => (text ?? '').split('\n')[0]!.trim();

/** GET /api/v1/activities|workouts|forms?search&source=all&pageSize=20, as cards to choose from. */
export async function getAssignableItems(type: TaskType, search: string, signal?: AbortSignal): Promise<AssignableItem[]> {
  const body = await apiClient.get<unknown>(listPaths[type], {
    query: { search: searchTerm(search) || undefined, source: 'all', pageSize: ASSIGNABLE_PAGE_SIZE, sort: 'name' },
    signal,
  });
  switch (type) {
    case 'activity':
      return activityListSchema.parse(body).items.map((item) => ({
        id: item.id,
        name: item.name,
        detail: item.keywords.length > 0 ? item.keywords.slice(0, 3).join(' · ') : firstLine(item.instructions),
        fromProduct: item.source === 'product',
      }));
    case 'workout':
      return workoutListSchema.parse(body).items.map((item) => ({
        id: item.id,
        name: item.name,
        detail: [count(item.exerciseCount, 'ejercicio', 'ejercicios'), workoutModeLabels[item.mode]].join(' · '),
        fromProduct: item.source === 'product',
      }));
    case 'form':
      return formListSchema.parse(body).items.map((item) => ({
        id: item.id,
        name: item.name,
        detail: count(item.questionCount, 'pregunta', 'preguntas'),
        fromProduct: item.source === 'product',
      }));
  }
}

export const getAssignableItemsQueryOptions = (type: TaskType, search: string) =>
  queryOptions({
    queryKey: [...agendaKeys.all, 'assignable', type, searchTerm(search)] as const,
    queryFn: ({ signal }) => getAssignableItems(type, search, signal),
    placeholderData: keepPreviousData,
  });

export function useAssignableItems(type: TaskType | null, search: string) {
  return useQuery({ ...getAssignableItemsQueryOptions(type ?? 'activity', search), enabled: type !== null });
}
