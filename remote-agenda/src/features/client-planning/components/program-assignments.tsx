import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Flex from 'antd/es/flex';
import Typography from 'antd/es/typography';
import { programToasts } from '@coach/shared/contracts';
import { useProgramAssignments } from '../api/program-assignments';
import { ProgramAssignmentCard } from './program-assignment-card';

/** The client's programs, each one thing (its week, progress and actions), above their month of tasks. */
export function ProgramAssignments({ clientId, clientName, canChange }: { clientId: number; clientName: string; canChange: boolean }) {
  const assignments = useProgramAssignments(clientId);
  if (assignments.isError) {
    return (
      <Alert
        type="error"
        showIcon
        title={programToasts.assignmentsLoadFailed}
        action={
          <Button size="small" onClick={() => void assignments.refetch()}>
            Reintentar
          </Button>
        }
      />
    );
  }
  const items = assignments.data?.items ?? [];
  if (items.length === 0) return null;
  return (
    <section aria-label="Programas">
      <Typography.Title level={3} style={{ fontSize: 16, margin: '0 0 8px' }}>
        Programas
      </Typography.Title>
      <Flex vertical gap={8}>
        {items.map((assignment) => (
          <ProgramAssignmentCard key={assignment.id} assignment={assignment} clientName={clientName} canChange={canChange} />
        ))}
      </Flex>
    </section>
  );
}
