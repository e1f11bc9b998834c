import LeftOutlined from '@ant-design/icons/LeftOutlined';
import RightOutlined from '@ant-design/icons/RightOutlined';
import Button from 'antd/es/button';
import theme from 'antd/es/theme';
import { shiftDate } from '@coach/shared/client-app';
import { dayOfMonth, longDate, shortWeekday, weekOf } from '../lib/week';

export interface DaySummary {
  total: number;
  done: number;
}

interface WeekStripProps {
  selected: string;
  today: string;
  summaries: Map<string, DaySummary>;
  onSelect: (date: string) => void;
}

/** The week of the day shown: a button per day (with a dot when it has tasks), and the weeks around it. */
export function WeekStrip({ selected, today, summaries, onSelect }: WeekStripProps) {
  const { token } = theme.useToken();
  const days = weekOf(selected);
  return (
    <div style={{ display: 'flex', alignItems: 'center', gap: 4 }}>
      <Button type="text" icon={<LeftOutlined aria-hidden />} aria-label="Semana anterior" onClick={() => onSelect(shiftDate(selected, -7))} />
      <ol aria-label="Días de la semana" style={{ display: 'grid', gridTemplateColumns: 'repeat(7, minmax(0, 1fr))', gap: 4, flex: 1, margin: 0, padding: 0, listStyle: 'none' }}>
        {days.map((date) => {
          const summary = summaries.get(date);
          const isSelected = date === selected;
          const label = `${longDate(date)}${date === today ? ', hoy' : ''}${summary ? `, ${summary.done} de ${summary.total} ${summary.total === 1 ? 'tarea hecha' : 'tareas hechas'}` : ', sin tareas'}`;
          return (
            <li key={date}>
              <button
                type="button"
                onClick={() => onSelect(date)}
                aria-pressed={isSelected}
                aria-current={date === today ? 'date' : undefined}
                aria-label={label}
                data-testid={`day-${date}`}
                style={{
                  width: '100%',
                  minHeight: 56,
                  display: 'flex',
                  flexDirection: 'column',
                  alignItems: 'center',
                  justifyContent: 'center',
                  gap: 2,
                  border: `1px solid ${isSelected ? token.colorPrimary : 'transparent'}`,
                  borderRadius: token.borderRadiusLG,
                  background: isSelected ? token.colorPrimaryBg : 'transparent',
                  color: date === today ? token.colorPrimaryText : token.colorText,
                  font: 'inherit',
                  cursor: 'pointer',
                  padding: '4px 0',
                }}
              >
                <span style={{ fontSize: 11, textTransform: 'capitalize', color: token.colorTextSecondary }}>{shortWeekday(date)}</span>
                <span style={{ fontSize: 16, fontWeight: date === today ? 700 : 500 }}>{dayOfMonth(date)}</span>
                <span
                  aria-hidden="true"
                  style={{
                    width: 6,
                    height: 6,
                    borderRadius: 3,
                    background: !summary ? 'transparent' : summary.done === summary.total ? token.colorSuccess : token.colorPrimary,
                  }}
                />
              </button>
            </li>
          );
        })}
      </ol>
      <Button type="text" icon={<RightOutlined aria-hidden />} aria-label="Semana siguiente" onClick={() => onSelect(shiftDate(selected, 7))} />
    </div>
  );
}
