import { CmsPageView } from '../components/cms-page-view';

/** /about: the about-us CMS page. */
export function AboutPage() {
  return <CmsPageView slug="about" fallbackTitle="About us" />;
}
