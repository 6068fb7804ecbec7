import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { selectOutcome, selectStep, type TourEditorSnapshot } from '@/machines/tour-editor/tour-editor.selectors';
import { ChangeProblem } from '@/ui/kit/console/console-parts';
import * as styles from '@/ui/kit/console/console.css';
import * as portal from './partner-portal.css';

/** The outcome of the last change, the server's word against it and what is missing: focused when a change ends. */
export function Summary({ snapshot }: { snapshot: TourEditorSnapshot }) {
  const { t } = useTranslation('partnerTours');
  const { outcome, refusal, problems, error } = selectOutcome(snapshot);
  const step = selectStep(snapshot);
  const ref = useRef<HTMLDivElement>(null);
  const previous = useRef(step);
  useEffect(() => {
    if (previous.current !== step && step === 'idle' && previous.current !== 'uploading') ref.current?.focus();
    previous.current = step;
  }, [step]);
  return (
    <div ref={ref} tabIndex={-1} className={portal.summary} data-testid="tour-summary">
      <p className={styles.outcome} role="status">
        {outcome ? t(`editor.outcome.${outcome}`) : ''}
      </p>
      <ChangeProblem console="partner" ns="partnerTours" refusal={refusal} error={error} testId="tour-problem" />
      {problems.length > 0 ? (
        <>
          <p className={styles.errorText}>{t('editor.problems')}</p>
          <ul className={portal.problems} data-testid="tour-problems">
            {problems.map((problem) => (
              <li key={`${problem.field}.${problem.language ?? ''}`}>{problem.message}</li>
            ))}
          </ul>
        </>
      ) : null}
    </div>
  );
}
