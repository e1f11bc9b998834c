import { progressPaths, type MeasurementCreateRequest } from '@coach/shared/contracts';
import { enqueue, MEASUREMENTS_SUBJECT, type OutboxItem } from '@coach/shared/client-app';

/**
 * POST /api/v1/client-app/measurements through the outbox: kept on the phone, sent once (the API
 * answers a replay of its id with the stored measurement), shown as "Pendiente de enviar" until then.
 */
export const addMyMeasurement = (body: MeasurementCreateRequest): Promise<OutboxItem> =>
  enqueue({ kind: 'measurement', path: progressPaths.clientAppMeasurements, body: { ...body }, subject: MEASUREMENTS_SUBJECT });
