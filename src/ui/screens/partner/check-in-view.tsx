import { useEffect, useRef } from 'react';
import { useMachine } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import { formatTourDateTime } from '@core/time/tour-time';
import { CAMERA_VIDEO_ID } from '@/machines/check-in/check-in.actors';
import { checkInMachine } from '@/machines/check-in/check-in.machine';
import { selectOutcome, selectStep, selectTyping } from '@/machines/check-in/check-in.selectors';
import { inspected } from '@/ui/app/inspector';
import { ConsoleProblem } from '@/ui/kit/console/console-parts';
import * as styles from '@/ui/kit/console/console.css';
import { FormField } from '@/ui/kit/form-field/form-field';
import * as desk from './check-in-view.css';

/**
 * /partner/check-in (D322, D323): the partner checks travellers in at the departure, on a
 * phone. The camera reads the voucher's QR code where the browser can (else, or when the camera cannot be
 * used, the booking reference is typed); the server's answer fills the screen: the traveller checked in, or
 * why not, as the server wrote it. Focus moves to the answer, and "Scan the next" is right under it.
 */
export function CheckInView() {
  const { t, i18n } = useTranslation(['partnerPortal', 'common']);
  const language = i18n.resolvedLanguage ?? i18n.language;
  const [snapshot, send] = useMachine(checkInMachine, inspected());
  const step = selectStep(snapshot);
  const typing = selectTyping(snapshot);
  const { code, checkedIn, refusal, error, nextWithCamera } = selectOutcome(snapshot);
  const outcomeRef = useRef<HTMLDivElement>(null);
  const fieldRef = useRef<HTMLInputElement>(null);
  const previous = useRef(step);

  useEffect(() => {
    const from = previous.current;
    previous.current = step;
    if (step === 'checkedIn' || step === 'refused' || step === 'failed') outcomeRef.current?.focus();
    // Back to typing after an answer or from the camera: the field is ready for the next reference.
    else if (step === 'typing' && from !== 'choosing' && from !== 'typing') fieldRef.current?.focus();
  }, [step]);

  const next = (
    <button type="button" className={`${styles.primary} ${desk.wide}`} onClick={() => send({ type: 'checkIn.next' })}>
      {nextWithCamera ? t('checkIn.next') : t('checkIn.nextTyped')}
    </button>
  );

  return (
    <section className={styles.page} aria-labelledby="check-in-title" aria-busy={step === 'verifying'}>
      <h2 id="check-in-title" className={styles.sectionTitle}>
        {t('checkIn.heading')}
      </h2>
      <div className={desk.desk}>
        {step === 'opening' || step === 'unopened' || step === 'signedOut' || step === 'forbidden' ? (
          <ConsoleProblem console="partner" ns="partnerPortal" loading={step === 'opening'} error={error} from="/partner/check-in" onRetry={() => send({ type: 'checkIn.retried' })} />
        ) : null}

        {step === 'choosing' ? (
          <p className={styles.hint} role="status">
            {t('checkIn.getReady')}
          </p>
        ) : null}

        {step === 'scanning' ? (
          <>
            <p className={styles.text}>{t('checkIn.scanning.hint')}</p>
            <video id={CAMERA_VIDEO_ID} className={desk.camera} muted playsInline autoPlay aria-label={t('checkIn.scanning.video')} data-testid="check-in-camera" />
            <button type="button" className={`${styles.secondary} ${desk.wide}`} onClick={() => send({ type: 'checkIn.typingChosen' })}>
              {t('checkIn.scanning.typeInstead')}
            </button>
          </>
        ) : null}

        {step === 'typing' ? (
          <>
            {typing.cameraFailed ? (
              <p className={styles.errorText} role="alert" data-testid="camera-failed">
                {t('checkIn.cameraFailed')}
              </p>
            ) : null}
            <form
              className={styles.form}
              noValidate
              onSubmit={(event) => {
                event.preventDefault();
                send({ type: 'checkIn.submitted' });
              }}
            >
              <FormField
                ref={fieldRef}
                label={t('checkIn.typing.label')}
                hint={t('checkIn.typing.hint')}
                error={typing.missing ? t('checkIn.typing.missing') : null}
                name="code"
                dir="ltr"
                autoComplete="off"
                autoCapitalize="characters"
                autoCorrect="off"
                spellCheck={false}
                enterKeyHint="go"
                value={typing.draft}
                onChange={(event) => send({ type: 'checkIn.codeTyped', code: event.target.value })}
              />
              <button type="submit" className={`${styles.primary} ${desk.wide}`}>
                {t('checkIn.typing.submit')}
              </button>
            </form>
            {typing.canUseCamera ? (
              <button type="button" className={`${styles.secondary} ${desk.wide}`} onClick={() => send({ type: 'checkIn.cameraChosen' })}>
                {t('checkIn.typing.useCamera')}
              </button>
            ) : null}
          </>
        ) : null}

        {step === 'verifying' ? (
          <p className={styles.text} role="status">
            {t('checkIn.verifying', { code })}
          </p>
        ) : null}

        {step === 'checkedIn' && checkedIn ? (
          <>
            <div ref={outcomeRef} tabIndex={-1} className={desk.success} role="status" data-testid="check-in-success" aria-labelledby="check-in-outcome">
              <p id="check-in-outcome" className={desk.successTitle}>
                {t('checkIn.done.title')}
              </p>
              <p className={desk.travellerName}>{checkedIn.traveller.name}</p>
              <dl className={styles.facts}>
                <div className={styles.fact}>
                  <dt className={styles.term}>{t('checkIn.done.reference')}</dt>
                  <dd className={`${styles.value} ${styles.latin}`}>{checkedIn.reference}</dd>
                </div>
                <div className={styles.fact}>
                  <dt className={styles.term}>{t('checkIn.done.tour')}</dt>
                  <dd className={styles.value}>
                    {checkedIn.tour.title}
                    {checkedIn.tour.startDate ? ` · ${formatTourDateTime(checkedIn.tour.startDate, language)}` : ''}
                  </dd>
                </div>
                <div className={styles.fact}>
                  <dt className={styles.term}>{t('checkIn.done.party')}</dt>
                  <dd className={styles.value}>{t('bookings.partyValue', { adults: checkedIn.adults, children: checkedIn.children, underFive: checkedIn.underFive })}</dd>
                </div>
                <div className={styles.fact}>
                  <dt className={styles.term}>{t('checkIn.done.time')}</dt>
                  <dd className={styles.value}>{formatTourDateTime(checkedIn.checkedInAt, language)}</dd>
                </div>
              </dl>
            </div>
            {next}
          </>
        ) : null}

        {step === 'refused' && refusal ? (
          <>
            <div ref={outcomeRef} tabIndex={-1} className={desk.refusal} role="alert" data-testid="check-in-refusal" aria-labelledby="check-in-outcome">
              <p id="check-in-outcome" className={desk.refusalTitle}>
                {t('checkIn.refused.title')}
              </p>
              <p className={styles.itemName}>{refusal.message}</p>
              {refusal.reason === 'alreadyCheckedIn' && refusal.checkedInAt ? (
                <p className={styles.text} data-testid="check-in-first-time">
                  {t('checkIn.refused.firstTime', { time: formatTourDateTime(refusal.checkedInAt, language) })}
                </p>
              ) : null}
            </div>
            {next}
          </>
        ) : null}

        {step === 'failed' ? (
          <>
            <div ref={outcomeRef} tabIndex={-1} className={styles.problem} role="alert">
              <p className={styles.problemText}>{t('checkIn.failed')}</p>
              <button type="button" className={styles.primary} onClick={() => send({ type: 'checkIn.retried' })}>
                {t('common:console.tryAgain')}
              </button>
            </div>
            {next}
          </>
        ) : null}
      </div>
    </section>
  );
}
