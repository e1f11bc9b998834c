import Flex from 'antd/es/flex';
import Radio from 'antd/es/radio';
import { useTheme } from '@coach/shared';
import { eventColorLabels, eventColors, type EventColor } from '@coach/shared/contracts';
import { eventPalette } from '../../../lib/calendar/event-colors';

export interface ColorFieldProps {
  id?: string;
  value?: EventColor;
  onChange?: (color: EventColor) => void;
  labelledBy: string;
}

/** The eight colours as labelled swatches: a radio group (arrow keys move, the name is read and shown). */
export function ColorField({ id, value, onChange, labelledBy }: ColorFieldProps) {
  const resolved = useTheme((state) => state.resolved);
  return (
    <Radio.Group id={id} aria-labelledby={labelledBy} value={value} onChange={(event) => onChange?.(event.target.value as EventColor)}>
      <Flex wrap gap={8}>
        {eventColors.map((color) => {
          const palette = eventPalette(color, resolved);
          return (
            <Radio key={color} value={color}>
              <Flex align="center" gap={6}>
                <span
                  aria-hidden
                  style={{ width: 16, height: 16, borderRadius: 4, background: palette.background, border: `2px solid ${palette.border}`, display: 'inline-block' }}
                />
                {eventColorLabels[color]}
              </Flex>
            </Radio>
          );
        })}
      </Flex>
    </Radio.Group>
  );
}
