import { TrophyOutlined } from '@ant-design/icons';
import Flex from 'antd/es/flex';
import theme from 'antd/es/theme';
import Typography from 'antd/es/typography';
import { enjoymentLabels, moodLabels, type PersonalRecord, type TaskCompletion } from '@coach/shared/contracts';
import { useId, useMemo, type CSSProperties, type ReactNode } from 'react';
import { changesSummary, groupResults, type SeriesRow } from './series-log';
import { visuallyHidden } from '@coach/shared';

const bareList: CSSProperties = { listStyle: 'none', margin: 0, padding: 0 };
const noWrap: CSSProperties = { whiteSpace: 'nowrap' };
const noRecords: readonly PersonalRecord[] = [];

/**
 * What the client told about a registered task: the workout's feedback (mood, enjoyment, comment) and,
 * when the app sent them, its series as done beside what was prescribed, by group and exercise. The
 * agenda's task detail and the client's Planificación draw a completion with it, so both read alike.
 * Nothing at all when there is nothing to tell (an activity, a form, an old workout without feedback).
 */
export function CompletionLog({
  completion,
  records = noRecords,
}: {
  completion: Pick<TaskCompletion, 'feedback' | 'results'>;
  /** The client's records of the completion's day: the series that set one are marked "Récord". */
  records?: readonly PersonalRecord[];
}) {
  const { token } = theme.useToken();
  const feedbackId = useId();
  const seriesId = useId();
  const groups = useMemo(() => groupResults(completion.results ?? [], records), [completion.results, records]);
  const { feedback } = completion;
  if (!feedback && groups.length === 0) return null;

  // h3 and h4 under the page's h2 (the dialog sits at the end of the page), drawn at a dialog's size.
  const heading: CSSProperties = { margin: 0, marginBottom: token.marginXS, fontSize: token.fontSizeLG };
  return (
    <Flex vertical gap={token.marginMD} style={{ marginTop: token.marginMD, minWidth: 0 }}>
      {feedback && (
        <section aria-labelledby={feedbackId}>
          <Typography.Title level={3} id={feedbackId} style={heading}>
            Cómo le fue
          </Typography.Title>
          <dl style={{ display: 'grid', gridTemplateColumns: 'max-content minmax(0, 1fr)', gap: `${token.marginXXS}px ${token.margin}px`, margin: 0 }}>
            <Term label="Cómo se sintió">{moodLabels[feedback.mood]}</Term>
            <Term label="¿Lo disfrutó?">{enjoymentLabels[feedback.enjoyment]}</Term>
            {feedback.comment && (
              <Term label="Comentario">
                <span style={{ whiteSpace: 'pre-wrap' }}>{feedback.comment}</span>
              </Term>
            )}
          </dl>
        </section>
      )}
      {groups.length > 0 && (
        <section aria-labelledby={seriesId}>
          <Typography.Title level={3} id={seriesId} style={heading}>
            Series registradas
          </Typography.Title>
          <Typography.Paragraph type="secondary" style={{ marginBottom: token.marginSM }}>
            {changesSummary(groups)}
          </Typography.Paragraph>
          <Flex vertical gap={token.marginSM}>
            {groups.map((group) => (
              <div key={group.key} style={{ minWidth: 0 }}>
                <h4
                  style={{
                    margin: 0,
                    marginBottom: token.marginXXS,
                    fontSize: token.fontSizeSM,
                    fontWeight: token.fontWeightStrong,
                    color: token.colorTextSecondary,
                    overflowWrap: 'anywhere',
                  }}
                >
                  {group.name}
                </h4>
                <Flex vertical gap={token.marginXS}>
                  {group.exercises.map((exercise) => (
                    <ExerciseRows key={exercise.key} name={exercise.name} rows={exercise.rows} />
                  ))}
                </Flex>
              </div>
            ))}
          </Flex>
        </section>
      )}
    </Flex>
  );
}

function Term({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <dt>
        <Typography.Text type="secondary">{label}</Typography.Text>
      </dt>
      <dd style={{ margin: 0, minWidth: 0, overflowWrap: 'anywhere' }}>{children}</dd>
    </>
  );
}

function ExerciseRows({ name, rows }: { name: string; rows: SeriesRow[] }) {
  const { token } = theme.useToken();
  const nameId = useId();
  return (
    <div style={{ borderInlineStart: `2px solid ${token.colorBorderSecondary}`, paddingInlineStart: token.paddingSM, minWidth: 0 }}>
      <Typography.Text strong id={nameId} style={{ display: 'block', overflowWrap: 'anywhere' }}>
        {name}
      </Typography.Text>
      <ul aria-labelledby={nameId} style={bareList}>
        {rows.map((row) => (
          <SeriesLine key={row.key} row={row} />
        ))}
      </ul>
    </div>
  );
}

/**
 * "Serie 2 · 10 × 40 kg (indicado 12 × 40 kg) ⇄ cambió". The line is drawn for the eye and said in
 * words for screen readers ("1:30" and "×" read aloud are ambiguous); a change is marked by an icon and
 * the word, its colour only adds to them.
 */
function SeriesLine({ row }: { row: SeriesRow }) {
  const { token } = theme.useToken();
  const changed = row.outcome === 'changed';
  return (
    <li style={{ position: 'relative', minWidth: 0 }} data-outcome={row.outcome}>
      <span style={visuallyHidden}>{row.spoken}</span>
      <Flex aria-hidden wrap align="center" gap={`0 ${token.marginXS}px`} style={{ minWidth: 0 }}>
        <span style={noWrap}>
          <Typography.Text type="secondary">{`Serie ${row.number} · `}</Typography.Text>
          <Typography.Text strong={changed} type={row.outcome === 'empty' ? 'secondary' : undefined}>
            {row.done}
          </Typography.Text>
        </span>
        <Typography.Text type="secondary" style={noWrap}>{`(indicado ${row.prescribed})`}</Typography.Text>
        {changed && <ChangedMark />}
        {row.records.length > 0 && <RecordMark titles={row.records} />}
      </Flex>
    </li>
  );
}

function ChangedMark() {
  const { token } = theme.useToken();
  return (
    <span
      style={{
        display: 'inline-flex',
        alignItems: 'center',
        gap: token.marginXXS,
        paddingInline: token.paddingXS,
        border: `1px solid ${token.colorWarningBorder}`,
        borderRadius: token.borderRadiusSM,
        background: token.colorWarningBg,
        color: token.colorText,
        fontSize: token.fontSizeSM,
        lineHeight: `${token.lineHeightSM * token.fontSizeSM}px`,
        whiteSpace: 'nowrap',
      }}
    >
      <svg width={12} height={12} viewBox="0 0 24 24" fill="none" stroke={token.colorWarningText} strokeWidth={2.2} strokeLinecap="round" strokeLinejoin="round" focusable="false">
        <path d="M4 8h15" />
        <path d="M15 4l4 4-4 4" />
        <path d="M20 16H5" />
        <path d="M9 12l-4 4 4 4" />
      </svg>
      cambió
    </span>
  );
}

/** "🏆 Récord": the series set a personal record (which ones: in its title, and said in words by the row). */
function RecordMark({ titles }: { titles: readonly string[] }) {
  const { token } = theme.useToken();
  return (
    <span
      title={titles.join('\n')}
      style={{
        display: 'inline-flex',
        alignItems: 'center',
        gap: token.marginXXS,
        paddingInline: token.paddingXS,
        border: `1px solid ${token.colorSuccessBorder}`,
        borderRadius: token.borderRadiusSM,
        background: token.colorSuccessBg,
        color: token.colorText,
        fontSize: token.fontSizeSM,
        lineHeight: `${token.lineHeightSM * token.fontSizeSM}px`,
        whiteSpace: 'nowrap',
      }}
    >
      <TrophyOutlined aria-hidden style={{ color: token.colorSuccessText }} />
      Récord
    </span>
  );
}
