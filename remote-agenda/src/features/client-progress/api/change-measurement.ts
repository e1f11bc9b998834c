import { useMutation, useQueryClient } from '@tanstack/react-query';
import { announceClientChange, apiClient } from '@coach/shared';
import { measurementSchema, progressPaths, type Measurement, type MeasurementCreateRequest, type MeasurementUpdateRequest } from '@coach/shared/contracts';
import { agendaKeys } from '../../../lib/query-keys';

/** POST /api/v1/clients/{clientId}/measurements. */
export async function createMeasurement({ clientId, body }: { clientId: number; body: MeasurementCreateRequest }): Promise<Measurement> {
  return measurementSchema.parse(await apiClient.post<unknown>(progressPaths.measurements(clientId), body));
}

/** PATCH /api/v1/measurements/{id}. */
export async function updateMeasurement({ id, body }: { id: number; body: MeasurementUpdateRequest }): Promise<Measurement> {
  return measurementSchema.parse(await apiClient.patch<unknown>(progressPaths.measurement(id), body));
}

/** DELETE /api/v1/measurements/{id}. */
export async function deleteMeasurement(id: number): Promise<void> {
  await apiClient.delete<unknown>(progressPaths.measurement(id));
}

/** After any change: the list, the summary (latest figures) of that client. */
function useRefresh(clientId: number) {
  const queryClient = useQueryClient();
  return () => {
    // A weighing may set the client's weight, which the clients area shows.
    announceClientChange({ clientId, facts: ['progress', 'profile'] });
    return Promise.all([
      queryClient.invalidateQueries({ queryKey: agendaKeys.measurements(clientId) }),
      queryClient.invalidateQueries({ queryKey: agendaKeys.progress(clientId) }),
    ]);
  };
}

export function useCreateMeasurement(clientId: number) {
  const refresh = useRefresh(clientId);
  return useMutation({ mutationFn: (body: MeasurementCreateRequest) => createMeasurement({ clientId, body }), onSuccess: refresh });
}

export function useUpdateMeasurement(clientId: number) {
  const refresh = useRefresh(clientId);
  return useMutation({ mutationFn: updateMeasurement, onSuccess: refresh });
}

export function useDeleteMeasurement(clientId: number) {
  const refresh = useRefresh(clientId);
  return useMutation({ mutationFn: deleteMeasurement, onSuccess: refresh });
}
