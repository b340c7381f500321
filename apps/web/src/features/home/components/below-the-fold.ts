/**
 * The home page's sections below the first screen, one chunk of their own (routes/home-page.tsx): the
 * server draws them with the rest, and the browser hydrates them once this chunk has come, so the
 * first screen's script does not carry them.
 */
export { HomeBanner, HomeFeatures } from './home-blocks';
export { HomeCategories } from './home-categories';
export { HomeTestimonials } from './home-testimonials';
