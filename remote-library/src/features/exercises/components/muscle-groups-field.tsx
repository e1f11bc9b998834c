import Form from 'antd/es/form';
import Select from 'antd/es/select';
import { includesIgnoringAccents } from '@coach/shared';
import { muscleGroupLabels, muscleGroups } from '@coach/shared/contracts';

const options = muscleGroups.map((group) => ({ value: group, label: muscleGroupLabels[group] }));

/** The exercise's muscle groups: several, shown with their accents, found by typing with or without them. */
export function MuscleGroupsField() {
  return (
    <Form.Item name="muscleGroups" label="Grupos musculares" required={false}>
      <Select
        mode="multiple"
        allowClear
        options={options}
        showSearch={{ filterOption: (typed, option) => includesIgnoringAccents(option?.label ?? '', typed) }}
        placeholder="Elegí uno o más grupos"
      />
    </Form.Item>
  );
}
