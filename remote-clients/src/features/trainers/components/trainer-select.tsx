import Flex from 'antd/es/flex';
import Select from 'antd/es/select';
import type { CSSProperties } from 'react';
import { PersonAvatar } from '../../../components/person-avatar';
import type { TrainerChoice } from '../lib/trainers';

/** What "Todos" is in the list's filter (the Select's value for no trainer chosen). */
const ALL = 'all';

export interface TrainerSelectProps {
  /** The accessible name (and the visible label's text, when the caller shows one). */
  label: string;
  choices: TrainerChoice[];
  value: number | null;
  onChange: (id: number | null) => void;
  /** The first option, meaning no trainer in particular ("Todos" in the filter). */
  allLabel?: string;
  placeholder?: string;
  loading?: boolean;
  disabled?: boolean;
  id?: string;
  style?: CSSProperties;
  size?: 'small' | 'middle' | 'large';
}

/** Lower case and without accents: "gomez" finds Gómez. */
const folded = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

/** A member of the business to pick, each with their photo or initials; typing filters by name. */
export function TrainerSelect({ label, choices, value, onChange, allLabel, placeholder, loading, disabled, id, style, size }: TrainerSelectProps) {
  const options = [
    ...(allLabel ? [{ value: ALL, label: allLabel, choice: null }] : []),
    ...choices.map((choice) => ({
      value: String(choice.id),
      label: choice.inactive ? `${choice.name} (inactivo)` : choice.name,
      disabled: choice.inactive,
      choice,
    })),
  ];
  return (
    <Select<string>
      id={id}
      aria-label={label}
      size={size}
      showSearch={{ filterOption: (input, option) => folded(String(option?.label ?? '')).includes(folded(input.trim())) }}
      value={value === null ? (allLabel ? ALL : undefined) : String(value)}
      placeholder={placeholder}
      onChange={(next) => onChange(next === ALL || next === undefined ? null : Number(next))}
      options={options}
      optionRender={(option) =>
        option.data.choice ? (
          <Flex align="center" gap={8}>
            <PersonAvatar person={option.data.choice} size={24} />
            <span>{option.label}</span>
          </Flex>
        ) : (
          option.label
        )
      }
      loading={loading}
      disabled={disabled}
      popupMatchSelectWidth={false}
      style={{ minWidth: 180, maxWidth: '100%', ...style }}
      notFoundContent="No hay integrantes con ese nombre"
    />
  );
}
