import type { SeedFaq } from './types.js';

export const faqs: SeedFaq[] = [
  {
    question: 'How do I buy a course?',
    answer:
      '<p>Open the course, choose <strong>Add to cart</strong>, then go to your cart and check out with a debit or credit card. The course appears in <em>My learning</em> as soon as the payment is confirmed.</p>',
  },
  {
    question: 'Can I try a course before buying it?',
    answer:
      '<p>Yes. The first lessons of every course are free previews, marked <em>Preview</em> in the course outline. You can watch or read them without an account.</p>',
  },
  {
    question: 'How long do I have access to a course?',
    answer:
      '<p>For as long as your account is open. There are no subscriptions or deadlines: study at your own pace and come back to any lesson whenever you like.</p>',
  },
  {
    question: 'Which currencies can I pay in?',
    answer:
      '<p>Prices are set in US dollars. You can also view your cart and pay in British pounds or euros; the converted amount shown at checkout is exactly what you are charged.</p>',
  },
  {
    question: 'Can I get a refund?',
    answer:
      '<p>Yes. Contact us within 14 days of purchase and we will refund the course in full, as long as you have completed less than 30% of it and have not received its certificate.</p>',
  },
  {
    question: 'How do certificates work?',
    answer:
      "<p>Complete every chapter, then pass the final assessment at the course's pass mark (usually 70%). Your certificate is issued immediately as a PDF, with a public link anyone can use to verify it.</p>",
  },
  {
    question: 'How many attempts do I get at the final assessment?',
    answer:
      '<p>Three attempts by default. After each attempt you can review your answers with the correct options, so you know exactly what to revise. Chapter quizzes can be retaken as often as you like.</p>',
  },
  {
    question: 'Do I need special software?',
    answer:
      '<p>No. Coursewise works in any current browser on a computer, tablet or phone. Some courses recommend free tools for the exercises, listed in the course requirements.</p>',
  },
  {
    question: 'Can I buy a course for my team?',
    answer:
      '<p>At the moment each account buys courses for itself. If you would like to train a team, write to us through the contact page and we will help you set things up.</p>',
  },
  {
    question: 'How do I delete my account?',
    answer:
      '<p>Go to your profile, choose <strong>Delete account</strong> and confirm with your password. Your personal data is erased; anonymised purchase records are kept only as tax law requires.</p>',
  },
];
