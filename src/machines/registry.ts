/**
 * Every statechart of Rihla, with what its path tests need (CONVENTIONS #6): its id, the spec
 * section it implements, its typed event and actor-result samples, its input and fixture, and the test
 * implementations its paths run with. Each entry comes from the `<flow>.model.ts` next to the machine.
 *
 * `npm run test:paths` runs every machine listed here; `npm run paths:export` and `npm run
 * machines:export` write docs/paths and docs/machines from it. A machine exported from a
 * `*.machine.ts` that is missing here fails tests/paths/registry.test.ts.
 *
 * Test tooling only: app code never imports this file or a model (the same test checks), so the samples
 * stay out of the production bundle.
 */
import { register, type RegisteredMachine } from '../../tests/paths/path-graph';
import { accountModel } from '@/machines/account/account.model';
import { adminBookingsModel } from '@/machines/admin-bookings/admin-bookings.model';
import { adminCompaniesModel } from '@/machines/admin-companies/admin-companies.model';
import { applicationReviewModel } from '@/machines/application-review/application-review.model';
import { assistantChatModel } from '@/machines/assistant-chat/assistant-chat.model';
import { assistantConnectionModel } from '@/machines/assistant-connection/assistant-connection.model';
import { bookingFormModel } from '@/machines/booking-form/booking-form.model';
import { bookingPageModel } from '@/machines/booking-page/booking-page.model';
import { carouselModel } from '@/machines/carousel/carousel.model';
import { checkInModel } from '@/machines/check-in/check-in.model';
import { companyDetailModel } from '@/machines/company-detail/company-detail.model';
import { companyListingModel } from '@/machines/company-listing/company-listing.model';
import { companyProfileModel } from '@/machines/company-profile/company-profile.model';
import { reviewsModel } from '@/machines/reviews/reviews.model';
import { contactFormModel } from '@/machines/contact-form/contact-form.model';
import { countUpModel } from '@/machines/count-up/count-up.model';
import { eventDetailModel } from '@/machines/event-detail/event-detail.model';
import { eventLikesModel } from '@/machines/event-likes/event-likes.model';
import { eventsListModel } from '@/machines/events-list/events-list.model';
import { faqAccordionModel } from '@/machines/faq-accordion/faq-accordion.model';
import { favouritesModel } from '@/machines/favourites/favourites.model';
import { guideVideoModel } from '@/machines/guide-video/guide-video.model';
import { holdCountdownModel } from '@/machines/hold-countdown/hold-countdown.model';
import { interactionSubmissionModel } from '@/machines/interactions/interaction-submission.model';
import { loadableModel } from '@/machines/loadable/loadable.model';
import { loginFormModel } from '@/machines/login-form/login-form.model';
import { menuModel } from '@/machines/menu/menu.model';
import { myBookingsModel } from '@/machines/bookings/my-bookings.model';
import { partnerApplicationModel } from '@/machines/partner-application/partner-application.model';
import { partnerBookingsModel } from '@/machines/partner-bookings/partner-bookings.model';
import { partnerDashboardModel } from '@/machines/partner-dashboard/partner-dashboard.model';
import { partnerToursModel } from '@/machines/partner-tours/partner-tours.model';
import { passwordResetModel } from '@/machines/password-reset/password-reset.model';
import { paymentFailedModel } from '@/machines/payment-result/payment-failed.model';
import { paymentSuccessModel } from '@/machines/payment-result/payment-success.model';
import { paymentRedirectModel } from '@/machines/payment-redirect/payment-redirect.model';
import { paymentStatusModel } from '@/machines/payment-status/payment-status.model';
import { searchModel } from '@/machines/search/search.model';
import { sessionModel } from '@/machines/session/session.model';
import { signUpFormModel } from '@/machines/sign-up-form/sign-up-form.model';
import { timedRedirectModel } from '@/machines/timed-redirect/timed-redirect.model';
import { tourDetailsModel } from '@/machines/tour-details/tour-details.model';
import { tourEditorModel } from '@/machines/tour-editor/tour-editor.model';
import { tourListingModel } from '@/machines/tour-listing/tour-listing.model';
import { voiceModel } from '@/machines/voice/voice.model';

/** In order of machine id. */
export const registry: readonly RegisteredMachine[] = [
  register(accountModel),
  register(adminBookingsModel),
  register(adminCompaniesModel),
  register(applicationReviewModel),
  register(assistantChatModel),
  register(assistantConnectionModel),
  register(bookingFormModel),
  register(bookingPageModel),
  register(carouselModel),
  register(checkInModel),
  register(companyDetailModel),
  register(companyListingModel),
  register(companyProfileModel),
  register(contactFormModel),
  register(countUpModel),
  register(eventDetailModel),
  register(eventLikesModel),
  register(eventsListModel),
  register(faqAccordionModel),
  register(favouritesModel),
  register(guideVideoModel),
  register(holdCountdownModel),
  register(interactionSubmissionModel),
  register(loadableModel),
  register(loginFormModel),
  register(menuModel),
  register(myBookingsModel),
  register(partnerApplicationModel),
  register(partnerBookingsModel),
  register(partnerDashboardModel),
  register(partnerToursModel),
  register(passwordResetModel),
  register(paymentFailedModel),
  register(paymentRedirectModel),
  register(paymentStatusModel),
  register(paymentSuccessModel),
  register(reviewsModel),
  register(searchModel),
  register(sessionModel),
  register(signUpFormModel),
  register(timedRedirectModel),
  register(tourDetailsModel),
  register(tourEditorModel),
  register(tourListingModel),
  register(voiceModel),
];
