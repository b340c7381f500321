import type { SeedCmsPage } from './types.js';

/** Terms of service and privacy policy, one block per section. `{contactEmail}` is filled from settings. */
export const legalPages: SeedCmsPage[] = [
  {
    slug: 'terms',
    title: 'Terms of Service',
    summary: 'The agreement between you and Coursewise when you use the site and buy courses.',
    blocks: [
      {
        key: 'introduction',
        title: '1. About these terms',
        body: '<p>These terms govern your use of the Coursewise website and the courses sold on it, operated by Coursewise, Inc. ("Coursewise", "we", "us"). By creating an account or buying a course you agree to them. If you do not agree, please do not use the service.</p><p>We may update these terms from time to time. When we make a material change we will tell you by email or on the site at least 30 days before it takes effect. The date of the latest version is shown on this page.</p>',
      },
      {
        key: 'accounts',
        title: '2. Your account',
        body: "<p>You need an account to buy and study courses. You must give accurate information, be at least 16 years old (or have a parent or guardian's consent), and keep your password confidential. You are responsible for activity under your account; tell us straight away at {contactEmail} if you think someone else has used it.</p><p>You can sign in with an email address and password or with a supported social login. We may suspend an account that is used to break these terms or the law, and we will tell you why unless we are legally prevented from doing so.</p>",
      },
      {
        key: 'purchases',
        title: '3. Buying courses',
        body: '<p>Prices are shown in US dollars and, where offered, converted into other currencies at the rate displayed at checkout; the amount shown at checkout is the amount charged. Applicable taxes are included where required by law.</p><p>Payments are processed by our card payment provider. Your card details are sent directly to that provider and are never stored on our servers. A purchase is complete when the provider confirms the payment, after which the course appears in your learning area.</p>',
      },
      {
        key: 'licence',
        title: '4. Your licence to course content',
        body: "<p>When you buy a course you receive a personal, non-transferable licence to access and study it for as long as your account is open and the course remains available. You may not share your account, resell or redistribute course material, or record and publish lessons.</p><p>If we ever have to withdraw a course you have bought, we will give you at least 90 days' notice so you can finish it, or offer a refund.</p>",
      },
      {
        key: 'refunds',
        title: '5. Refunds',
        body: '<p>If a course is not right for you, contact us within 14 days of purchase and we will refund it in full, provided you have completed less than 30% of its lessons and have not received its certificate. Refunds are returned to the original payment method, usually within 5 to 10 working days. This does not affect your statutory rights.</p>',
      },
      {
        key: 'certificates',
        title: '6. Assessments and certificates',
        body: "<p>Some courses include chapter quizzes and a final assessment. Passing the final assessment at the course's pass mark earns a certificate with a public verification page. Certificates show your name, the course, the date and your score. They confirm completion of a Coursewise course and are not an accredited academic qualification.</p>",
      },
      {
        key: 'conduct',
        title: '7. Reviews and acceptable use',
        body: "<p>Learners who have bought a course may review it. Reviews must be honest, relate to the course and must not contain abuse, personal data of others or advertising; we may hide reviews that break these rules. You must not attempt to disrupt the service, access other people's data, scrape content or use automated means to create accounts or purchases.</p>",
      },
      {
        key: 'liability',
        title: '8. Our responsibility to you',
        body: '<p>We work hard to keep courses accurate and the service available, but we cannot guarantee that it will be uninterrupted or error-free, or that a course will lead to a particular result such as a job or an exam pass. To the extent permitted by law, our total liability to you for any claim is limited to the amount you paid for the course concerned. Nothing in these terms limits liability that cannot be limited by law.</p>',
      },
      {
        key: 'ending',
        title: '9. Closing your account',
        body: '<p>You can delete your account at any time from your profile page. Deletion ends your access to purchased courses and certificates and erases your personal data as described in our Privacy Policy. We may close accounts that seriously or repeatedly break these terms.</p>',
      },
      {
        key: 'law',
        title: '10. Law and contact',
        body: '<p>These terms are governed by the laws of the State of Oregon, United States, without affecting any mandatory consumer protections of the country where you live. Questions about these terms can be sent to {contactEmail}.</p>',
      },
    ],
  },
  {
    slug: 'privacy',
    title: 'Privacy Policy',
    summary: 'What personal data Coursewise collects, why, how long we keep it and the choices you have.',
    blocks: [
      {
        key: 'introduction',
        title: '1. Who we are',
        body: '<p>Coursewise, Inc. is responsible for the personal data described in this policy. We collect only what we need to run the service, we do not sell personal data, and you can delete your account and personal data at any time. Questions can be sent to {contactEmail}.</p>',
      },
      {
        key: 'data-we-collect',
        title: '2. The data we collect',
        body: '<ul><li><strong>Account details:</strong> your email address, name, optional phone number and optional profile picture, and a securely hashed password (we never store it in readable form).</li><li><strong>Learning activity:</strong> the courses you buy, wishlist and cart contents, chapter progress, quiz answers, assessment results and certificates.</li><li><strong>Reviews and messages:</strong> reviews you publish and messages you send us through the contact form.</li><li><strong>Payment records:</strong> the course, amount, currency and date of each purchase, and a reference from our payment provider.</li><li><strong>Technical data:</strong> IP address and basic request logs, used for security and to prevent abuse.</li></ul>',
      },
      {
        key: 'how-we-use',
        title: '3. How we use it',
        body: '<p>We use your data to provide your account and courses (contract), to process payments and keep accounting records (legal obligation), to secure the service and prevent fraud, for example by limiting repeated sign-in attempts (legitimate interest), and to send service emails such as verification codes and receipts. We send marketing emails only if you have opted in, and every one contains an unsubscribe link.</p>',
      },
      {
        key: 'payments',
        title: '4. Payments',
        body: '<p>Card payments are handled by our card payment provider, which receives your card details directly from your browser. We never see or store your full card number or security code; we keep only the payment reference, amount and status that the provider returns to us.</p>',
      },
      {
        key: 'cookies',
        title: '5. Cookies and local storage',
        body: '<p>We use a small number of cookies, and no advertising or third-party tracking cookies:</p><ul><li><strong>auth_token</strong>: keeps you signed in on this device. It is essential, is set when you sign in and is deleted when you sign out.</li><li><strong>user-consent</strong>: remembers whether you accepted or declined optional cookies, so we do not ask again. It lasts 365 days.</li></ul><p>If you decline optional cookies, the site still works fully. You can change your choice at any time by clearing cookies in your browser.</p>',
      },
      {
        key: 'sharing',
        title: '6. Who we share data with',
        body: '<p>We share data only with service providers who help us run Coursewise: our hosting and storage provider, our email delivery provider and our card payment provider. Each processes data only on our instructions and under a written agreement. Instructors see aggregate statistics and published reviews, never your contact details. We disclose data to authorities only when the law requires it.</p>',
      },
      {
        key: 'retention',
        title: '7. How long we keep data',
        body: '<p>We keep your account data for as long as your account is open. Verification and password-reset codes expire after a short time. Server logs are kept for 30 days. When you delete your account we erase your personal data within 30 days, except that anonymised purchase records are kept for as long as tax and accounting law requires (usually seven years); these records no longer identify you.</p>',
      },
      {
        key: 'your-rights',
        title: '8. Your rights and choices',
        body: '<p>You can see and correct your details on your profile page at any time. You can delete your account from your profile page: choose <em>Delete account</em> and confirm with your password. You may also ask us for a copy of your data, ask us to restrict or object to certain processing, or complain to your local data protection authority. Write to {contactEmail} and we will reply within 30 days.</p>',
      },
      {
        key: 'security',
        title: '9. Security',
        body: '<p>All traffic to Coursewise is encrypted with HTTPS. Passwords are hashed with a modern, memory-hard algorithm, sign-in tokens can be revoked by changing your password, and access to production systems is limited to staff who need it. If a breach affecting your data occurs, we will inform you and the relevant authorities as the law requires.</p>',
      },
      {
        key: 'changes',
        title: '10. Changes to this policy',
        body: '<p>We will post any changes on this page and, if they are significant, tell you by email before they take effect.</p>',
      },
    ],
  },
];
