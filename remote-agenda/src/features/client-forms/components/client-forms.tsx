import Button from 'antd/es/button';
import Flex from 'antd/es/flex';
import Skeleton from 'antd/es/skeleton';
import Tag from 'antd/es/tag';
import theme from 'antd/es/theme';
import Typography from 'antd/es/typography';
import { formatCalendarDate, formatInstantDate, useBusinessSettings, type ClientWidgetProps } from '@coach/shared';
import { formStatusLabels, type ClientForm } from '@coach/shared/contracts';
import { EmptyArea } from '@coach/shared/area';
import { useId, useState } from 'react';
import { useClientForms } from '../api/get-client-forms';
import { FormAnswer } from './form-answer';

/** The client's Formularios tab: every form assigned to them (the next one ahead, pending or answered), answers question by question. */
export function ClientForms({ clientId, clientName }: ClientWidgetProps) {
  const forms = useClientForms(clientId);
  const { token } = theme.useToken();

  if (forms.isPending) return <Skeleton active paragraph={{ rows: 4 }} />;
  if (forms.isError) {
    return (
      <Flex vertical gap={8} align="flex-start" role="alert">
        <Typography.Text>{`No pudimos cargar los formularios de ${clientName}.`}</Typography.Text>
        <Button onClick={() => void forms.refetch()}>Reintentar</Button>
      </Flex>
    );
  }
  if (forms.data.items.length === 0) {
    return (
      <EmptyArea
        title="Todavía no tiene formularios"
        description={`Asignale uno desde Planificación: tocá un día y elegí "Formulario". Cuando ${clientName} lo responda en la app, vas a ver sus respuestas acá.`}
      />
    );
  }
  return (
    <ul aria-label={`Formularios de ${clientName}`} style={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: token.marginSM }}>
      {forms.data.items.map((form) => (
        <FormItem key={`${form.taskId}:${form.occurrence}`} form={form} />
      ))}
    </ul>
  );
}

function FormItem({ form }: { form: ClientForm }) {
  const { token } = theme.useToken();
  const { timeZone } = useBusinessSettings();
  const [open, setOpen] = useState(false);
  const answersId = useId();
  const finished = form.status === 'finished';

  return (
    <li
      aria-label={`${form.formName}, ${formatCalendarDate(form.date)}`}
      style={{ border: `1px solid ${token.colorBorderSecondary}`, borderRadius: token.borderRadiusLG, padding: token.padding, minWidth: 0 }}
    >
      <Flex justify="space-between" align="center" gap={8} wrap>
        <Flex vertical style={{ minWidth: 0, flex: '1 1 200px' }}>
          <Typography.Text strong style={{ overflowWrap: 'anywhere' }}>
            {form.formName}
          </Typography.Text>
          <Typography.Text type="secondary">
            {finished && form.completedAt
              ? `Para el ${formatCalendarDate(form.date)} · respondido el ${formatInstantDate(form.completedAt, timeZone)}`
              : `Para el ${formatCalendarDate(form.date)}`}
          </Typography.Text>
        </Flex>
        <Flex gap={8} align="center">
          <Tag color={finished ? 'success' : 'default'}>{formStatusLabels[form.status]}</Tag>
          {finished && (
            <Button aria-expanded={open} aria-controls={answersId} onClick={() => setOpen(!open)}>
              {open ? 'Ocultar respuestas' : 'Ver respuestas'}
            </Button>
          )}
        </Flex>
      </Flex>
      {finished && open && (
        <dl id={answersId} style={{ margin: `${token.marginSM}px 0 0`, display: 'grid', gap: token.marginSM }}>
          {form.questions.map((question, index) => (
            <div key={index} style={{ minWidth: 0 }}>
              <dt>
                <Typography.Text type="secondary">{`${index + 1}. ${question.title}`}</Typography.Text>
              </dt>
              <dd style={{ margin: 0 }}>
                <FormAnswer question={question} answer={form.answers?.[index]} />
              </dd>
            </div>
          ))}
        </dl>
      )}
    </li>
  );
}
