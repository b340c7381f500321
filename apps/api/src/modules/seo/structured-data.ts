import type { CourseDetails, CourseSummary, Faq, InstructorPublicProfile } from '@coursewise/contract';

/**
 * schema.org objects for the pages' JSON-LD (page-head.ts writes each as an escaped
 * `application/ld+json` script). Only what the page itself shows: search engines penalise markup that
 * says more than the page.
 */

const CONTEXT = 'https://schema.org';

/** An amount in US cents as schema.org writes a price: a decimal string, "0.00" for a free course. */
const priceOf = (cents: number): string => (cents / 100).toFixed(2);

/** The school and its site, with the catalogue's search as the site's search action. */
export function homeData(publicUrl: string, siteName: string): object[] {
  return [
    {
      '@context': CONTEXT,
      '@type': 'Organization',
      name: siteName,
      url: `${publicUrl}/`,
      logo: `${publicUrl}/favicon.svg`,
    },
    {
      '@context': CONTEXT,
      '@type': 'WebSite',
      name: siteName,
      url: `${publicUrl}/`,
      potentialAction: {
        '@type': 'SearchAction',
        target: { '@type': 'EntryPoint', urlTemplate: `${publicUrl}/courses?search={search_term_string}` },
        'query-input': 'required name=search_term_string',
      },
    },
  ];
}

/** The catalogue page's courses, in the order shown. `offset` is the page's first position less one. */
export function courseListData(publicUrl: string, courses: readonly CourseSummary[], offset: number): object {
  return {
    '@context': CONTEXT,
    '@type': 'ItemList',
    itemListElement: courses.map((course, i) => ({
      '@type': 'ListItem',
      position: offset + i + 1,
      url: `${publicUrl}/courses/${course.slug}`,
      name: course.title,
    })),
  };
}

/** A course with its price and, once it has ratings, its average; and its breadcrumb trail. */
export function courseData(publicUrl: string, siteName: string, course: CourseDetails): object[] {
  const url = `${publicUrl}/courses/${course.slug}`;
  const { average, count } = course.rating;
  return [
    {
      '@context': CONTEXT,
      '@type': 'Course',
      name: course.title,
      description: course.subtitle || course.title,
      url,
      ...(course.imageUrl ? { image: absolute(publicUrl, course.imageUrl) } : {}),
      inLanguage: course.language,
      provider: { '@type': 'Organization', name: siteName, url: `${publicUrl}/` },
      offers: {
        '@type': 'Offer',
        price: priceOf(course.price),
        priceCurrency: course.currency,
        category: course.price === 0 ? 'Free' : 'Paid',
        availability: 'https://schema.org/InStock',
        url,
      },
      hasCourseInstance: {
        '@type': 'CourseInstance',
        courseMode: 'Online',
        courseWorkload: `PT${course.durationMinutes}M`,
      },
      ...(count > 0
        ? {
            aggregateRating: {
              '@type': 'AggregateRating',
              ratingValue: Math.round(average * 10) / 10,
              ratingCount: count,
              bestRating: 5,
              worstRating: 1,
            },
          }
        : {}),
    },
    breadcrumbData([
      { name: siteName, url: `${publicUrl}/` },
      { name: 'Courses', url: `${publicUrl}/courses` },
      {
        name: course.category.name,
        url: `${publicUrl}/courses?category=${encodeURIComponent(course.category.slug)}`,
      },
      { name: course.title, url },
    ]),
  ];
}

/**
 * An instructor on their profile page: name, photo, what they say about themself and their links as
 * `sameAs`. schema.org gives a Person no property for the courses they teach (`owns` takes products),
 * so the page's courses go beside it as an `ItemList` (`courseListData`).
 */
export function personData(publicUrl: string, url: string, profile: InstructorPublicProfile): object {
  const description = [profile.headline, profile.bio].filter(Boolean).join('. ');
  return {
    '@context': CONTEXT,
    '@type': 'Person',
    name: profile.name,
    url,
    ...(profile.avatarUrl ? { image: absolute(publicUrl, profile.avatarUrl) } : {}),
    ...(description ? { description } : {}),
    ...(profile.headline ? { jobTitle: profile.headline } : {}),
    ...(profile.links.length > 0 ? { sameAs: profile.links } : {}),
  };
}

export function breadcrumbData(trail: readonly { name: string; url: string }[]): object {
  return {
    '@context': CONTEXT,
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((step, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name: step.name,
      item: step.url,
    })),
  };
}

/** The FAQ page's questions and answers (answers as stored: schema.org allows their HTML). */
export function faqData(faqs: readonly Faq[]): object {
  return {
    '@context': CONTEXT,
    '@type': 'FAQPage',
    mainEntity: faqs.map((faq) => ({
      '@type': 'Question',
      name: faq.question,
      acceptedAnswer: { '@type': 'Answer', text: faq.answer },
    })),
  };
}

export interface CredentialFacts {
  holderName: string;
  courseTitle: string;
  courseUrl: string;
  number: string;
  issuedAt: string;
  url: string;
}

/** A certificate on its verification page: the credential, who earned it, and who vouches for it. */
export function credentialData(publicUrl: string, siteName: string, facts: CredentialFacts): object {
  return {
    '@context': CONTEXT,
    '@type': 'EducationalOccupationalCredential',
    name: `${facts.courseTitle} — certificate of completion`,
    credentialCategory: 'certificate',
    identifier: facts.number,
    url: facts.url,
    dateCreated: facts.issuedAt.slice(0, 10),
    recognizedBy: { '@type': 'Organization', name: siteName, url: `${publicUrl}/` },
    // schema.org names no holder property: the holder, as printed, is in the description.
    description: `Awarded to ${facts.holderName} for completing ${facts.courseTitle}.`,
    about: { '@type': 'Course', name: facts.courseTitle, url: facts.courseUrl },
  };
}

export const absolute = (publicUrl: string, url: string): string =>
  url.startsWith('http') ? url : `${publicUrl}${url}`;
