import type { SeedTestimonial } from './types.js';

export const testimonials: SeedTestimonial[] = [
  {
    name: 'Aaliyah Thompson',
    role: 'Front-end developer, Atlanta',
    quote:
      'I moved from customer support into a developer role in nine months. The JavaScript and React courses were the backbone of my portfolio.',
    rating: 5,
  },
  {
    name: 'Mateo García',
    role: 'Operations analyst, Madrid',
    quote:
      'The SQL and pandas courses turned my weekly reporting from a full day in spreadsheets into a script that runs in minutes.',
    rating: 5,
  },
  {
    name: 'Hiroshi Tanaka',
    role: 'Product designer, Osaka',
    quote:
      'Short lessons that respect my time, and exercises that look like my actual work. The Figma course paid for itself in a week.',
    rating: 5,
  },
  {
    name: 'Fatima Al-Sayed',
    role: 'Marketing manager, Dubai',
    quote:
      'The analytics course finally gave me a way to show which campaigns really worked. My budget conversations are completely different now.',
    rating: 4,
  },
  {
    name: 'Connor Walsh',
    role: 'Engineering team lead, Dublin',
    quote:
      'I bought the TypeScript course for myself and ended up using its migration plan for our whole team. Clear, practical and honest about trade-offs.',
    rating: 5,
  },
  {
    name: 'Ngozi Eze',
    role: 'First-time project manager, Lagos',
    quote:
      'Being handed my first project was terrifying. The project management course gave me templates and the confidence to run it well.',
    rating: 5,
  },
];
