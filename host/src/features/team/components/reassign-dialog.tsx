import { fieldErrorsFor, isApiError, roleLabels, useToast } from '@coach/shared';
import { teamMessages, type TeamMember } from '@coach/shared/contracts';
import Button from 'antd/es/button';
import Flex from 'antd/es/flex';
import Form from 'antd/es/form';
import Modal from 'antd/es/modal';
import Select from 'antd/es/select';
import { useState } from 'react';
import { useUpdateMember } from '../api/update-member';
import { problemOf } from '../lib/team-errors';
import { clientCountLabel, fullName } from '../lib/team-format';

export interface ReassignDialogProps {
  /** Who is deactivated; null while closed. */
  member: TeamMember | null;
  /** The whole team: the candidates are its other active members. */
  members: TeamMember[];
  onClose: () => void;
}

interface ReassignValues {
  reassignTo: number;
}

/** "¿A quién pasan sus 3 clientes?" / "¿A quién pasa su cliente?" (no count while the list is asked again). */
export const reassignTitle = (count: number) =>
  count === 1 ? '¿A quién pasa su cliente?' : count > 1 ? `¿A quién pasan sus ${count} clientes?` : '¿A quién pasan sus clientes?';

const whatMoves = (count: number) =>
  count === 1 ? 'Su cliente activo pasa' : count > 1 ? `Sus ${clientCountLabel(count)} activos pasan` : 'Sus clientes activos pasan';

/**
 * Deactivating a member who has active clients: who takes them is chosen first (the API refuses the
 * deactivation without it), then one PATCH {active: false, reassignTo} does both.
 */
export function ReassignDialog({ member: asked, members, onClose }: ReassignDialogProps) {
  // The last member asked about stays on screen while the dialog plays its closing animation.
  const [member, setMember] = useState(asked);
  if (asked && asked !== member) setMember(asked);
  const [form] = Form.useForm<ReassignValues>();
  const update = useUpdateMember();
  const toast = useToast();
  const candidates = members.filter((other) => other.active && other.id !== member?.id);
  const name = member ? fullName(member) : '';

  const close = () => {
    form.resetFields();
    update.reset();
    onClose();
  };

  const submit = ({ reassignTo }: ReassignValues) => {
    if (!member) return;
    const heir = candidates.find((other) => other.id === reassignTo);
    update.mutate(
      { id: member.id, changes: { active: false, reassignTo } },
      {
        onSuccess: () => {
          toast.success(`Desactivamos a ${name}`, `Ya no puede iniciar sesión. ${heir ? `Sus clientes ahora están a cargo de ${fullName(heir)}.` : ''}`.trim());
          close();
        },
        onError: (error) => {
          const fields = fieldErrorsFor(error, ['reassignTo'] as const);
          if (fields.length > 0) {
            form.setFields(fields);
            return;
          }
          if (isApiError(error) && error.status === 400) {
            form.setFields([{ name: 'reassignTo', errors: [teamMessages.reassignTarget] }]);
            return;
          }
          toast.error(`No pudimos desactivar a ${name}`, problemOf(error));
        },
      },
    );
  };

  return (
    <Modal open={asked !== null} title={member ? reassignTitle(member.clientCount) : ''} onCancel={close} footer={null} destroyOnHidden>
      {member && (
        <>
          <p>
            <strong>{name}</strong> deja de tener acceso a Coach. {whatMoves(member.clientCount)}{' '}
            a la persona que elijas, con todo su historial.
          </p>
          <Form<ReassignValues> form={form} layout="vertical" name="reassign" requiredMark={false} onFinish={submit} disabled={update.isPending}>
            <Form.Item label="Pasan a" name="reassignTo" rules={[{ required: true, message: teamMessages.reassignRequired }]}>
              <Select
                aria-label="Pasan a"
                placeholder="Elegí a alguien del equipo"
                showSearch={{ optionFilterProp: 'label' }}
                options={candidates.map((other) => ({ value: other.id, label: `${fullName(other)} · ${roleLabels[other.role]}` }))}
                notFoundContent="No hay otras personas activas en el equipo"
              />
            </Form.Item>
            <Flex gap={8} justify="end" wrap>
              <Button onClick={close}>Cancelar</Button>
              <Button type="primary" danger htmlType="submit" loading={update.isPending}>
                Desactivar
              </Button>
            </Flex>
          </Form>
        </>
      )}
    </Modal>
  );
}
