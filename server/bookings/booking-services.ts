/** What the booking and payment routes (and the admin's) take from the server's settings, made in one place. */
import type { Services } from '../platform';
import type { BookingMailDeps } from './booking-documents';
import { voucherKey } from './booking-reference';
import { sandboxProvider, type PaymentProvider } from './payment-provider';
import { paymobProvider } from './paymob';

/** The provider this server's configuration names (PAYMENT_PROVIDER; D122, D124). */
export function paymentProviderFor(services: Pick<Services, 'config'>, post: typeof fetch = fetch): PaymentProvider {
  const { payment } = services.config;
  if (payment.provider === 'paymob') return paymobProvider(payment, () => services.config.publicUrl, post);
  return sandboxProvider();
}

/** What the booking mails need from the server, read at each call (the public address may be set after start). */
export function bookingMailDeps(services: Services): BookingMailDeps {
  return {
    db: services.db,
    mailer: services.mailer,
    get publicUrl() {
      return services.config.publicUrl;
    },
    voucherKey: voucherKey(services.config.jwtSecret),
    logger: services.logger,
  };
}
