import { useLingui } from '@lingui/react';
import { CmsPageView } from '../components/cms-page-view';

/** /about: the about-us CMS page. */
export function AboutPage() {
  const { _ } = useLingui();
  return <CmsPageView slug="about" fallbackTitle={_('content.about.title')} />;
}
