import type { SeedCmsPage } from './types.js';

/** The site's editable pages (the legal ones live in legal-pages.ts). `{contactEmail}` is filled from settings. */
export const cmsPages: SeedCmsPage[] = [
  {
    slug: 'home',
    title: 'Home',
    summary: 'Practical online courses taught by people who do the work.',
    blocks: [
      {
        key: 'hero',
        title: 'Learn skills that move your career forward',
        body: '<p>Practical courses in development, data, design, business, marketing and personal growth, taught by people who do this work every day. Learn at your own pace, practise with real projects and earn a certificate you can share.</p>',
        ctaLabel: 'Browse courses',
        ctaUrl: '/courses',
      },
      {
        key: 'value-learn-by-doing',
        title: 'Learn by doing',
        body: '<p>Every course is built around exercises and projects, so you finish with work you can show, not just notes.</p>',
      },
      {
        key: 'value-expert-instructors',
        title: 'Taught by practitioners',
        body: '<p>Our instructors are engineers, designers, analysts and managers who use these skills at work and explain them plainly.</p>',
      },
      {
        key: 'value-own-pace',
        title: 'At your own pace, for life',
        body: '<p>Buy a course once and keep it: short lessons, progress that is saved on every device and no deadlines.</p>',
      },
      {
        key: 'value-certificates',
        title: 'Certificates that can be verified',
        body: '<p>Pass the final assessment to earn a certificate with a public verification link for your CV or profile.</p>',
      },
      {
        key: 'cta',
        title: 'Start learning today',
        body: '<p>Preview the first lessons of any course for free, and create an account when you are ready to go further.</p>',
        ctaLabel: 'Create a free account',
        ctaUrl: '/signup',
      },
    ],
  },
  {
    slug: 'about',
    title: 'About Coursewise',
    summary: 'We help people learn the skills their work needs, from people who already have them.',
    blocks: [
      {
        key: 'mission',
        title: 'Our mission',
        body: '<p>Coursewise exists to make practical, high-quality teaching available to anyone with an internet connection. We believe the best way to learn a skill is from someone who uses it every day, with exercises that look like real work.</p>',
      },
      {
        key: 'story',
        title: 'Our story',
        body: '<p>Coursewise started in 2021 when a small group of engineers and designers grew tired of recommending courses that were either too academic or too shallow. We asked colleagues we admired to teach what they knew, in short lessons with real projects.</p><p>Today our catalogue covers development, data science, design, business, marketing and personal growth, and learners in more than 120 countries use it to change jobs, earn promotions and start businesses.</p>',
      },
      {
        key: 'team',
        title: 'The team',
        body: '<p>We are a remote team of twenty-four people across nine time zones: course producers who work with instructors on every lesson, engineers who build the platform, and a support team that answers every message within two working days.</p>',
        ctaLabel: 'Get in touch',
        ctaUrl: '/contact',
      },
      {
        key: 'values',
        title: 'What we value',
        body: '<ul><li><strong>Practical first.</strong> Every lesson should help you do something you could not do before.</li><li><strong>Honest teaching.</strong> We explain trade-offs and limits, not just the happy path.</li><li><strong>Respect for your time.</strong> Short lessons, no filler, and progress saved wherever you stop.</li><li><strong>Accessible to all.</strong> Captions, keyboard-friendly pages and fair prices.</li></ul>',
      },
    ],
  },
  {
    slug: 'faq',
    title: 'Frequently asked questions',
    summary: 'Answers to the questions learners ask us most often.',
    blocks: [
      {
        key: 'intro',
        title: 'Frequently asked questions',
        body: '<p>Here are answers to the questions we hear most often about buying courses, learning on Coursewise and earning certificates. If your question is not answered here, our help centre has step-by-step guides, and our support team is happy to help.</p>',
        ctaLabel: 'Visit the help centre',
        ctaUrl: '/help',
      },
    ],
  },
  {
    slug: 'contact',
    title: 'Contact us',
    summary: 'Questions about a course, a payment or your account? We reply within two working days.',
    blocks: [
      {
        key: 'intro',
        title: 'We are here to help',
        body: '<p>Send us a message with the form on this page and a member of our support team will reply within two working days. For questions about a payment, please include the email address of your account and the course title.</p>',
      },
      {
        key: 'email',
        title: 'Email',
        body: '<p><a href="mailto:{contactEmail}">{contactEmail}</a></p>',
      },
      {
        key: 'address',
        title: 'Address',
        body: '<p>Coursewise, Inc.<br>42 Harbour Street, Suite 300<br>Portland, OR 97204<br>United States</p>',
      },
      {
        key: 'hours',
        title: 'Support hours',
        body: '<p>Monday to Friday, 9:00 to 18:00 Pacific Time. Messages sent at weekends are answered on Monday.</p>',
      },
    ],
  },
];
