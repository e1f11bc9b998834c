import { LockOutlined } from '@ant-design/icons';
import { openSupport, SUPPORT_TRIAL_TEXT } from '@coach/shared';
import Button from 'antd/es/button';
import Flex from 'antd/es/flex';
import Modal from 'antd/es/modal';
import Typography from 'antd/es/typography';

/** The blocking dialog once the trial is over: only contact and logout remain (SPEC.md section 2). */
export function TrialLock({ onSignOut }: { onSignOut: () => void }) {
  return (
    <Modal
      open
      width={600}
      closable={false}
      keyboard={false}
      mask={{ closable: false }}
      footer={null}
      centered
      title={
        <Flex align="center" gap={8}>
          <LockOutlined aria-hidden />
          Tu prueba gratuita terminó
        </Flex>
      }
      data-testid="trial-lock"
    >
      <Typography.Paragraph>
        Esperamos que estos 30 días te hayan servido para ordenar tu negocio: tus clientes, rutinas, agenda y pagos
        siguen guardados.
      </Typography.Paragraph>
      <Typography.Paragraph type="secondary">
        Para seguir usando la plataforma, escribinos y te ayudamos a elegir el plan que mejor se adapte a vos.
      </Typography.Paragraph>
      <Flex gap={8} justify="flex-end" wrap>
        <Button onClick={onSignOut}>Cerrar Sesión</Button>
        <Button type="primary" onClick={() => openSupport(SUPPORT_TRIAL_TEXT)}>
          Contactarnos
        </Button>
      </Flex>
    </Modal>
  );
}
