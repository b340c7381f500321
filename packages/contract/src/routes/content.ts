import { defineRoutes } from '../route.js';

export const contentRoutes = defineRoutes({
  getHomePage: { method: 'GET', url: '/cms/home-cms' },
  getAboutPage: { method: 'GET', url: '/cms/about-us-cms' },
  getFaqPage: { method: 'GET', url: '/cms/faq-cms' },
  getContactPage: { method: 'GET', url: '/cms/contact-us-cms' },
  getCmsPage: { method: 'GET', url: '/cms/details/:id' },
  listFaqs: { method: 'GET', url: '/faq/list' },
  listTestimonials: { method: 'GET', url: '/testimonial/list' },
  listHelpArticles: { method: 'GET', url: '/help/list' },
  submitContactMessage: { method: 'POST', url: '/contactUs/submit' },
});

export const settingsRoutes = defineRoutes({
  getSettings: { method: 'GET', url: '/setting/details' },
});
