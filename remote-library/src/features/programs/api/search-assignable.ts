import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient, searchTerm } from '@coach/shared';
import { activityListSchema, formListSchema, workoutListSchema, workoutModeLabels, type TaskType } from '@coach/shared/contracts';
import { libraryKeys } from '../../../lib/query-keys';

export const PICKER_PAGE_SIZE = 20;

const listPaths: Record<TaskType, string> = {
  activity: '/api/v1/activities',
  workout: '/api/v1/workouts',
  form: '/api/v1/forms',
};
const listKinds = { activity: 'activities', workout: 'workouts', form: 'forms' } as const;

/** A library item a program's day can hold: its name and a short line about it. */
export interface AssignableItem {
  id: number;
  name: string;
  detail: string;
  /** Provided by the product ("Coach"), not the trainer's own. */
  fromProduct: boolean;
}

const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** GET /api/v1/activities|workouts|forms?search&source=all&pageSize=20&sort=name, as options to choose from. */
export async function searchAssignable(type: TaskType, search: string, signal?: AbortSignal): Promise<AssignableItem[]> {
  const body = await apiClient.get<unknown>(listPaths[type], {
    query: { search: searchTerm(search) || undefined, source: 'all', pageSize: PICKER_PAGE_SIZE, sort: 'name' },
    signal,
  });
  switch (type) {
    case 'activity':
      return activityListSchema.parse(body).items.map((item) => ({
        id: item.id,
        name: item.name,
        detail: item.keywords.slice(0, 3).join(' · '),
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

export const searchAssignableQueryOptions = (type: TaskType, search: string) =>
  queryOptions({
    queryKey: [...libraryKeys.list(listKinds[type], { search: searchTerm(search), picker: true })],
    queryFn: ({ signal }) => searchAssignable(type, search, signal),
    placeholderData: keepPreviousData,
  });

export function useAssignableSearch(type: TaskType, search: string, enabled: boolean) {
  return useQuery({ ...searchAssignableQueryOptions(type, search), enabled });
}
