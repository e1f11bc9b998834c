import Flex from 'antd/es/flex';
import Tag from 'antd/es/tag';
import { muscleGroupLabels, type MuscleGroup } from '@coach/shared/contracts';

/** The exercise's muscle groups as tags. */
export function MuscleGroupTags({ groups }: { groups: MuscleGroup[] }) {
  return (
    <Flex gap={8} wrap>
      {groups.map((group) => (
        <Tag key={group} color="cyan" style={{ marginInlineEnd: 0 }}>
          {muscleGroupLabels[group]}
        </Tag>
      ))}
    </Flex>
  );
}
