import { useMachine } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { bookingPageMachine } from '@/machines/booking-page/booking-page.machine';
import { selectDetails, selectDownloads, selectPhase, selectStatusKind, selectVoucher } from '@/machines/booking-page/booking-page.selectors';
import { simpleHead } from '@/ui/app/head/page-heads';
import { usePageHead } from '@/ui/app/head/use-page-head';
import { inspected } from '@/ui/app/inspector';
import { BookingProblem, NAMESPACES, OperatorContact, PartyTable, TripFacts } from '../booking-page/booking-parts';
import * as pageStyles from '../booking-page/booking-page-screen.css';
import * as styles from './booking-voucher-screen.css';

/**
 * The server's QR code (a complete SVG document) as an image: `data:` images are allowed by the page's
 * Content-Security-Policy (img-src 'self' data:), and an SVG shown through <img> runs no script and loads
 * nothing, so the server's markup never enters the page's DOM.
 */
const qrSource = (svg: string) => `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;

function VoucherView({ bookingId, path }: { bookingId: number; path: string }) {
  const { t } = useTranslation(NAMESPACES);
  const [snapshot, send] = useMachine(bookingPageMachine, inspected({ input: { bookingId } }));
  const details = selectDetails(snapshot);
  const kind = selectStatusKind(snapshot);
  const downloads = selectDownloads(snapshot);
  const voucher = selectVoucher(snapshot);
  const bookingPath = `/my-bookings/${bookingId}`;

  if (selectPhase(snapshot) !== 'loaded' || !details) {
    return (
      <section className={pageStyles.page} aria-labelledby="voucher-title" aria-busy={selectPhase(snapshot) === 'loading'}>
        {selectPhase(snapshot) === 'notFound' ? null : (
          <h1 id="voucher-title" className={pageStyles.title}>
            {t('voucher.title')}
          </h1>
        )}
        <BookingProblem snapshot={snapshot} send={send} from={path} />
      </section>
    );
  }

  if (!voucher) {
    return (
      <section className={pageStyles.page} aria-labelledby="voucher-title">
        <div className={pageStyles.notice} data-testid="no-voucher">
          <h1 id="voucher-title" className={pageStyles.problemTitle}>
            {t('voucher.noVoucherTitle')}
          </h1>
          <p className={pageStyles.text}>{kind === 'pending' ? t('voucher.unpaid') : t('voucher.inactive')}</p>
          <Link to={bookingPath} className={pageStyles.primary}>
            {t('voucher.backToBooking')}
          </Link>
        </div>
      </section>
    );
  }

  return (
    <section className={pageStyles.page} aria-labelledby="voucher-title">
      <Link to={bookingPath} className={`${pageStyles.back} ${styles.screenOnly}`}>
        {t('voucher.backToBooking')}
      </Link>
      <article className={styles.sheet} data-testid="voucher-sheet">
        <p className={styles.brand}>Rihla · رحلة</p>
        <h1 id="voucher-title" className={pageStyles.title}>
          {t('voucher.heading', { title: details.travel.title })}
        </h1>
        <div className={pageStyles.referenceBlock}>
          <p className={pageStyles.label} id="voucher-reference-label">
            {t('bookingPage.reference')}
          </p>
          <p className={pageStyles.reference} id="voucher-reference" aria-labelledby="voucher-reference-label voucher-reference" data-testid="booking-reference">
            {details.reference}
          </p>
        </div>
        <div className={styles.qrFrame}>
          <img className={styles.qr} src={qrSource(voucher.qrSvg)} alt={t('voucher.qrAlt', { reference: details.reference })} data-testid="voucher-qr" />
        </div>
        <p className={styles.center}>{t('voucher.showAtCheckIn')}</p>
        <TripFacts details={details} withTraveller />
        <PartyTable details={details} headingId="voucher-title" />
        <OperatorContact details={details} />
      </article>
      <div className={`${pageStyles.actions} ${styles.screenOnly}`} aria-busy={downloads.busy !== null}>
        <button type="button" className={pageStyles.primary} data-testid="print-voucher" disabled={!downloads.print.enabled} onClick={() => send({ type: 'bookingPage.printRequested' })}>
          {t('voucher.print')}
        </button>
        <button type="button" className={pageStyles.secondary} data-testid="download-voucher" disabled={!downloads.voucher.enabled} onClick={() => send({ type: 'bookingPage.voucherRequested' })}>
          {downloads.busy === 'voucher' ? t('bookingPage.downloads.downloading') : t('bookingPage.downloads.downloadVoucher')}
        </button>
      </div>
      {downloads.error ? (
        <p className={`${pageStyles.errorText} ${styles.screenOnly}`} role="alert">
          {t(downloads.error)}
        </p>
      ) : null}
    </section>
  );
}

/**
 * /my-bookings/:id/voucher, behind the sign-in guard, for the booking's owner only: the
 * voucher to show at the meeting point, with a QR code large enough to scan from a phone, printable alone
 * (Print or save as PDF) and downloadable as the server's self-contained HTML file, readable offline. A
 * booking that is not paid says why it has no voucher and leads back to the booking.
 */
export function BookingVoucherScreen() {
  const { id = '' } = useParams();
  const path = `/my-bookings/${id}/voucher`;
  usePageHead((meta) => simpleHead(meta, 'voucher', path));
  const { i18n } = useTranslation(NAMESPACES);
  const language = i18n.resolvedLanguage ?? i18n.language;
  return <VoucherView key={`${language}|${id}`} bookingId={/^\d+$/.test(id) ? Number(id) : Number.NaN} path={path} />;
}
