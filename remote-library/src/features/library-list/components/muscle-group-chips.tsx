import theme from 'antd/es/theme';
import { muscleGroupLabels, muscleGroups, type MuscleGroup } from '@coach/shared/contracts';

export interface MuscleGroupChipsProps {
  value: MuscleGroup[];
  onChange: (value: MuscleGroup[]) => void;
}

/** The 17 muscle groups as toggle buttons (several at once); they wrap on a narrow screen. */
export function MuscleGroupChips({ value, onChange }: MuscleGroupChipsProps) {
  const { token } = theme.useToken();
  const toggle = (group: MuscleGroup) =>
    onChange(value.includes(group) ? value.filter((g) => g !== group) : muscleGroups.filter((g) => g === group || value.includes(g)));
  return (
    <div role="group" aria-label="Grupos musculares" style={{ display: 'flex', flexWrap: 'wrap', gap: 8 }}>
      {muscleGroups.map((group) => {
        const pressed = value.includes(group);
        return (
          <button
            key={group}
            type="button"
            aria-pressed={pressed}
            onClick={() => toggle(group)}
            className="coach-library-chip"
            style={{
              font: 'inherit',
              fontSize: token.fontSizeSM,
              lineHeight: '22px',
              padding: '1px 12px',
              borderRadius: 999,
              cursor: 'pointer',
              border: `1px solid ${pressed ? token.colorPrimary : token.colorBorder}`,
              background: pressed ? token.colorPrimaryBg : 'transparent',
              color: pressed ? token.colorPrimaryText : token.colorText,
            }}
          >
            {muscleGroupLabels[group]}
          </button>
        );
      })}
    </div>
  );
}
