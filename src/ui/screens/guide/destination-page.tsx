import { useId } from 'react';
import { Link } from 'react-router-dom';
import type { Activity, DestinationGuide, OpeningHours, Restaurant } from '@/content/types';
import { lastEntryTime, seasonOn, seasonTimes } from '@/content/opening-hours';
import { FaqAccordion } from '@/ui/kit/faq-accordion/faq-accordion';
import { FallbackImage } from '@/ui/kit/fallback-image/fallback-image';
import { GuideVideo } from '@/ui/kit/guide-video/guide-video';
import { NewTabLink } from '@/ui/kit/new-tab-link/new-tab-link';
import { RatingStars } from '@/ui/kit/rating-stars/rating-stars';
import { formatPriceRange, moneyText, monthName, wholeNumber } from './guide-format';
import { FactList, GuideHero, GuideSection } from './guide-parts';
import { useGuideText } from './use-guide-text';
import * as styles from './guide.css';
import * as page from './destination-page.css';

/**
 * A destination page: Pyramids, Luxor Temple, Nuweiba, Siwa (spec, booking §2). The sections in the
 * spec's order, each only when the record has it: hero, about, highlights, video, tickets, opening hours,
 * notes, activities, where to eat, gallery, how to get there, visa tip, location, FAQ, call to action.
 */
export function DestinationPage({ guide, now = new Date() }: { guide: DestinationGuide; now?: Date }) {
  const { t, text } = useGuideText();
  const titleId = useId();
  const title = text(guide.title);

  return (
    <article className={styles.page} aria-labelledby={titleId}>
      <GuideHero image={guide.heroImage} title={title} titleId={titleId}>
        <p className={styles.tagline}>{text(guide.tagline)}</p>
        {guide.tags?.length ? (
          <ul className={styles.tags} aria-label={t('hero.tags')}>
            {guide.tags.map((tag) => (
              <li key={tag.en} className={styles.tag}>
                {text(tag)}
              </li>
            ))}
          </ul>
        ) : null}
      </GuideHero>

      <GuideSection title={t('sections.about')}>
        {guide.about.paragraphs.map((paragraph) => (
          <p key={paragraph.en} className={styles.text}>
            {text(paragraph)}
          </p>
        ))}
        {guide.about.facts.length ? (
          <FactList label={t('sections.facts')} facts={guide.about.facts.map((fact) => ({ label: text(fact.label), value: text(fact.value) }))} />
        ) : null}
      </GuideSection>

      {guide.highlights?.length ? (
        <GuideSection title={t('sections.highlights')}>
          <ul className={styles.grid}>
            {guide.highlights.map((highlight) => (
              <li key={highlight.title.en} className={page.highlight}>
                <h3 className={styles.cardTitle}>{text(highlight.title)}</h3>
                <p className={styles.text}>{text(highlight.description)}</p>
              </li>
            ))}
          </ul>
        </GuideSection>
      ) : null}

      {guide.video ? (
        <GuideSection title={t('sections.video')}>
          <GuideVideo src={guide.video.src} poster={guide.video.poster} title={text(guide.video.title)} mode={guide.video.mode} />
        </GuideSection>
      ) : null}

      {guide.tickets?.length ? <Tickets guide={guide} /> : null}
      {guide.hours ? <Hours hours={guide.hours} now={now} /> : null}

      {guide.visitorNotes?.length ? (
        <GuideSection title={t('sections.notes')}>
          <ul className={page.notes}>
            {guide.visitorNotes.map((note) => (
              <li key={note.en}>{text(note)}</li>
            ))}
          </ul>
        </GuideSection>
      ) : null}

      {guide.activities.length ? (
        <GuideSection title={t('sections.activities')}>
          <ul className={styles.grid}>
            {guide.activities.map((activity) => (
              <li key={activity.title.en} className={styles.card}>
                <ActivityCard activity={activity} />
              </li>
            ))}
          </ul>
        </GuideSection>
      ) : null}

      {guide.restaurants.length ? (
        <GuideSection title={t('sections.restaurants')}>
          <ul className={styles.grid}>
            {guide.restaurants.map((restaurant) => (
              <li key={restaurant.name.en} className={styles.card}>
                <RestaurantCard restaurant={restaurant} />
              </li>
            ))}
          </ul>
        </GuideSection>
      ) : null}

      {guide.gallery.length ? (
        <GuideSection title={t('sections.gallery')}>
          <ul className={styles.grid}>
            {guide.gallery.map((picture) => (
              <li key={picture.src + picture.alt.en}>
                <figure className={page.figure}>
                  <FallbackImage className={page.galleryImage} src={picture.src} alt={text(picture.alt)} loading="lazy" decoding="async" />
                  {picture.caption ? <figcaption className={styles.muted}>{text(picture.caption)}</figcaption> : null}
                </figure>
              </li>
            ))}
          </ul>
        </GuideSection>
      ) : null}

      {guide.travel.options.length || guide.travel.tips?.length ? <Travel guide={guide} /> : null}

      {guide.visaTip ? (
        <GuideSection title={t('sections.visa')}>
          <div className={page.callout}>
            <p className={styles.text}>{text(guide.visaTip)}</p>
          </div>
        </GuideSection>
      ) : null}

      {guide.location ? (
        <GuideSection title={t('sections.location')}>
          <p className={styles.text}>
            <strong>{t('location.address')}: </strong>
            {text(guide.location.address)}
          </p>
          {guide.location.details.length ? (
            <FactList facts={guide.location.details.map((fact) => ({ label: text(fact.label), value: text(fact.value) }))} />
          ) : null}
          {guide.location.mapUrl ? (
            <div className={styles.actions}>
              <NewTabLink className={styles.secondaryAction} href={guide.location.mapUrl} hint={t('newTab')}>
                {t('location.openMap')}
              </NewTabLink>
            </div>
          ) : null}
        </GuideSection>
      ) : null}

      {guide.faq.length ? (
        <GuideSection title={t('sections.faq')}>
          <FaqAccordion items={guide.faq.map((entry) => ({ question: text(entry.question), answer: text(entry.answer) }))} />
        </GuideSection>
      ) : null}

      {guide.callToAction ? <CallToAction action={guide.callToAction} /> : null}
    </article>
  );
}

/** Tickets (booking §2): each price in its own currency, with its note and its daily cap (§9: 300 a day inside the pyramid). */
function Tickets({ guide }: { guide: DestinationGuide }) {
  const { t, text, language } = useGuideText();
  return (
    <GuideSection title={t('sections.tickets')}>
      <ul className={styles.grid}>
        {guide.tickets?.map((ticket) => (
          <li key={ticket.name.en} className={page.ticket}>
            <h3 className={styles.cardTitle}>{text(ticket.name)}</h3>
            <p className={page.ticketPrice}>
              <bdi>{moneyText(ticket.price, language)}</bdi>
            </p>
            {ticket.note ? <p className={styles.muted}>{text(ticket.note)}</p> : null}
            {ticket.dailyCap !== undefined ? (
              <p className={page.cap}>{t('tickets.dailyCap', { visitors: wholeNumber(ticket.dailyCap, language) })}</p>
            ) : null}
          </li>
        ))}
      </ul>
    </GuideSection>
  );
}

/**
 * Opening hours (booking §2): both seasons with their months and times, the last-entry rule, and today's
 * season marked from today's date in Cairo.
 */
function Hours({ hours, now }: { hours: OpeningHours; now: Date }) {
  const { t, text, language } = useGuideText();
  const today = seasonOn(hours, now);
  const minutes = hours.lastEntryMinutesBeforeClose;
  const rule =
    minutes > 0 && minutes % 60 === 0
      ? t('hours.lastEntryHours', { count: minutes / 60 })
      : t('hours.lastEntryMinutes', { count: minutes });
  return (
    <GuideSection title={t('sections.hours')}>
      <ul className={styles.grid}>
        {hours.seasons.map((season) => {
          const isToday = season === today;
          const lastEntry = lastEntryTime(season, minutes);
          return (
            <li key={season.name.en} className={page.season} data-today={isToday}>
              <h3 className={page.seasonTitle}>
                {text(season.name)}
                {isToday ? <span className={page.todayBadge}>{t('hours.today')}</span> : null}
              </h3>
              <p className={styles.muted}>
                {t('hours.months', { first: monthName(season.months[0], language), last: monthName(season.months[1], language) })}
              </p>
              <p className={page.seasonTimes}>
                <bdi>{t('hours.open', { times: seasonTimes(season) })}</bdi>
              </p>
              {lastEntry ? <p className={styles.muted}>{t('hours.lastEntryAt', { time: lastEntry })}</p> : null}
            </li>
          );
        })}
      </ul>
      <p className={styles.text}>{rule}</p>
      {today ? (
        <p className={styles.text} role="note">
          {t('hours.todayIs', { season: text(today.name), times: seasonTimes(today) })}
        </p>
      ) : null}
      <p className={styles.muted}>{t('hours.cairoTime')}</p>
    </GuideSection>
  );
}

/**
 * An activity (booking §3): picture, title, description, price, and Book now to its booking page in a new
 * tab. Without a booking page (Nuweiba's: "a Learn More button that does nothing") the button is shown
 * unavailable, with a note saying booking opens soon, so it never looks broken.
 */
function ActivityCard({ activity }: { activity: Activity }) {
  const { t, text, language } = useGuideText();
  const noteId = useId();
  const title = text(activity.title);
  return (
    <>
      <FallbackImage className={styles.cardImage} src={activity.image} alt="" loading="lazy" decoding="async" />
      <div className={styles.cardBody}>
        <h3 className={styles.cardTitle}>{title}</h3>
        <p className={styles.text}>{text(activity.description)}</p>
        <p className={page.price}>
          <bdi>{formatPriceRange(activity.price, language, t)}</bdi>
        </p>
        <div className={styles.actions}>
          {activity.bookingLink?.startsWith('/') ? (
            // One of Rihla's own listings (the Siwa page's tours, D238): the same tab, as any link inside the site.
            <Link className={styles.primaryAction} to={activity.bookingLink}>
              {t('activities.bookNow')}
              <span className={styles.visuallyHidden}>: {title}</span>
            </Link>
          ) : activity.bookingLink ? (
            <NewTabLink className={styles.primaryAction} href={activity.bookingLink} hint={t('newTab')}>
              {t('activities.bookNow')}
              <span className={styles.visuallyHidden}>: {title}</span>
            </NewTabLink>
          ) : (
            <>
              <button type="button" className={page.unavailable} aria-disabled="true" title={t('activities.comingSoon')} aria-describedby={noteId}>
                {t('activities.learnMore')}
                <span className={styles.visuallyHidden}>: {title}</span>
              </button>
              <p id={noteId} className={styles.muted}>
                {t('activities.comingSoon')}
              </p>
            </>
          )}
        </div>
      </div>
    </>
  );
}

/** A dining card (booking §3): rating stars, price tier, description, sample dishes with their prices, its own page in a new tab. */
function RestaurantCard({ restaurant }: { restaurant: Restaurant }) {
  const { t, text, language } = useGuideText();
  const name = text(restaurant.name);
  return (
    <>
      <FallbackImage className={styles.cardImage} src={restaurant.image} alt="" loading="lazy" decoding="async" />
      <div className={styles.cardBody}>
        <h3 className={styles.cardTitle}>{name}</h3>
        <div className={page.ratingRow}>
          <RatingStars value={restaurant.rating} />
          <span className={page.tier} role="img" aria-label={t('restaurants.priceTier', { tier: restaurant.priceTier })}>
            {'$'.repeat(restaurant.priceTier)}
          </span>
        </div>
        <p className={styles.text}>{text(restaurant.description)}</p>
        {restaurant.dishes?.length ? (
          <>
            <h4 className={styles.factLabel}>{t('restaurants.dishes')}</h4>
            <ul className={page.dishes}>
              {restaurant.dishes.map((dish) => (
                <li key={dish.name.en} className={page.dish}>
                  <span>{text(dish.name)}</span>
                  <bdi>{moneyText(dish.price, language)}</bdi>
                </li>
              ))}
            </ul>
          </>
        ) : null}
        {restaurant.link ? (
          <div className={styles.actions}>
            <NewTabLink className={styles.link} href={restaurant.link} hint={t('newTab')}>
              {t('restaurants.visit', { name })}
            </NewTabLink>
          </div>
        ) : null}
      </div>
    </>
  );
}

/** How to get there (Pyramids, Luxor), travel info (Nuweiba), travel essentials (Siwa): ways in, with prices, and tips. */
function Travel({ guide }: { guide: DestinationGuide }) {
  const { t, text, language } = useGuideText();
  const { travel } = guide;
  return (
    <GuideSection title={text(travel.title)}>
      {travel.options.length ? (
        <ul className={styles.grid}>
          {travel.options.map((option) => (
            <li key={option.mode.en} className={page.option}>
              <h3 className={styles.cardTitle}>{text(option.mode)}</h3>
              <p className={styles.text}>{text(option.details)}</p>
              {option.price ? (
                <p className={page.price}>
                  <bdi>{formatPriceRange(option.price, language, t)}</bdi>
                </p>
              ) : null}
            </li>
          ))}
        </ul>
      ) : null}
      {travel.tips?.length ? (
        <>
          <h3 className={styles.subTitle}>{t('travel.tips')}</h3>
          <ul className={styles.plainList}>
            {travel.tips.map((tip) => (
              <li key={tip.en}>{text(tip)}</li>
            ))}
          </ul>
        </>
      ) : null}
    </GuideSection>
  );
}

/** Siwa's closing call to action: links within Rihla (accommodation, tours). */
function CallToAction({ action }: { action: NonNullable<DestinationGuide['callToAction']> }) {
  const { text } = useGuideText();
  const id = useId();
  return (
    <section className={page.cta} aria-labelledby={id}>
      <h2 id={id} className={page.ctaTitle}>
        {text(action.title)}
      </h2>
      <p className={styles.text}>{text(action.text)}</p>
      <div className={styles.actions}>
        {action.links.map((link) => (
          <Link key={link.to} className={page.ctaLink} to={link.to}>
            {text(link.label)}
          </Link>
        ))}
      </div>
    </section>
  );
}
