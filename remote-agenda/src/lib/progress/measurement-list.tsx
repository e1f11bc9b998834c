import DeleteOutlined from '@ant-design/icons/DeleteOutlined';
import EditOutlined from '@ant-design/icons/EditOutlined';
import Button from 'antd/es/button';
import Flex from 'antd/es/flex';
import Tag from 'antd/es/tag';
import theme from 'antd/es/theme';
import Typography from 'antd/es/typography';
import type { Measurement } from '@coach/shared/contracts';
import { useState } from 'react';
import { describeMeasurement, measurementDay } from './figures';

/** How many measurements the list shows before "Ver todas". */
export const LIST_PREVIEW = 5;

export interface MeasurementListProps {
  measurements: readonly Measurement[];
  /** A tag naming who entered a measurement, when it is worth saying ("Cargada por Ana"), or null. */
  authorTag: (measurement: Measurement) => string | null;
  /** Null where nothing can be changed (a disabled client; the client's own app): the list only reads. */
  onEdit: ((measurement: Measurement) => void) | null;
  onDelete: ((measurement: Measurement) => void) | null;
}

/** The measurements, newest first: the day, what was measured, who entered it and the note. */
export function MeasurementList({ measurements, authorTag, onEdit, onDelete }: MeasurementListProps) {
  const { token } = theme.useToken();
  const [all, setAll] = useState(false);
  const shown = all ? measurements : measurements.slice(0, LIST_PREVIEW);
  return (
    <Flex vertical gap={8} style={{ minWidth: 0 }}>
      <Typography.Title level={5} style={{ margin: 0, fontSize: 15 }}>
        Mediciones
      </Typography.Title>
      <ul aria-label="Mediciones" style={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 8 }}>
        {shown.map((measurement) => (
          <li
            key={measurement.id}
            aria-label={`Medición del ${measurementDay(measurement)}`}
            style={{ border: `1px solid ${token.colorBorderSecondary}`, borderRadius: token.borderRadius, padding: `${token.paddingXS}px ${token.paddingSM}px`, minWidth: 0 }}
          >
            <Flex justify="space-between" align="center" gap={8}>
              <Flex vertical style={{ minWidth: 0 }}>
                <Typography.Text strong>
                  {measurementDay(measurement)}{' '}
                  {authorTag(measurement) && (
                    <Tag bordered={false} style={{ marginInlineStart: 4 }}>
                      {authorTag(measurement)}
                    </Tag>
                  )}
                </Typography.Text>
                <Typography.Text style={{ overflowWrap: 'anywhere' }}>{describeMeasurement(measurement)}</Typography.Text>
                {measurement.note && (
                  <Typography.Text type="secondary" style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' }}>
                    {measurement.note}
                  </Typography.Text>
                )}
              </Flex>
              {onEdit && onDelete && (
                <Flex gap={4} style={{ flexShrink: 0 }}>
                  <Button type="text" icon={<EditOutlined aria-hidden="true" />} aria-label={`Editar la medición del ${measurementDay(measurement)}`} onClick={() => onEdit(measurement)} />
                  <Button type="text" danger icon={<DeleteOutlined aria-hidden="true" />} aria-label={`Eliminar la medición del ${measurementDay(measurement)}`} onClick={() => onDelete(measurement)} />
                </Flex>
              )}
            </Flex>
          </li>
        ))}
      </ul>
      {measurements.length > LIST_PREVIEW && (
        <Button type="link" style={{ alignSelf: 'flex-start', paddingInline: 0 }} aria-expanded={all} onClick={() => setAll(!all)}>
          {all ? 'Ver menos' : `Ver las ${measurements.length} mediciones`}
        </Button>
      )}
    </Flex>
  );
}
