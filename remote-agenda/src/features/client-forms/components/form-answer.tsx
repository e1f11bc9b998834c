import Rate from 'antd/es/rate';
import Typography from 'antd/es/typography';
import { formatCalendarDate, formatDecimal } from '@coach/shared';
import { RATING_MAX, type ClientForm, type FormAnswer as Answer } from '@coach/shared/contracts';

type Question = ClientForm['questions'][number];

const NO_ANSWER = 'Sin respuesta';

const isSkipped = (answer: Answer | undefined): boolean =>
  answer === null || answer === undefined || answer === '' || (Array.isArray(answer) && answer.length === 0);

/** One answer as its question's type reads: number in Spanish, date dd/mm/aaaa, options, Sí/No, stars. */
export function FormAnswer({ question, answer }: { question: Question; answer: Answer | undefined }) {
  if (isSkipped(answer)) return <Typography.Text type="secondary">{NO_ANSWER}</Typography.Text>;
  switch (question.type) {
    case 'number':
      return <Typography.Text>{typeof answer === 'number' ? formatDecimal(answer, { maximumFractionDigits: 6 }) : String(answer)}</Typography.Text>;
    case 'date':
      return <Typography.Text>{typeof answer === 'string' ? formatCalendarDate(answer) || answer : String(answer)}</Typography.Text>;
    case 'select':
      return <Typography.Text>{Array.isArray(answer) ? answer.join(', ') : String(answer)}</Typography.Text>;
    case 'boolean':
      return <Typography.Text>{answer === true ? 'Sí' : answer === false ? 'No' : String(answer)}</Typography.Text>;
    case 'rating': {
      const stars = typeof answer === 'number' ? answer : Number(answer);
      const label = `${stars} de ${RATING_MAX}`;
      return (
        // The stars are a picture of the number: one label, not five radio buttons read aloud.
        <span role="img" aria-label={label} title={label} style={{ display: 'inline-block' }}>
          <Rate disabled count={RATING_MAX} value={stars} style={{ fontSize: 18 }} />
        </span>
      );
    }
    default:
      return <Typography.Text style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{String(answer)}</Typography.Text>;
  }
}
