import { useLingui } from '@lingui/react';
import { CmsPageView } from '../components/cms-page-view';

/** /terms and /privacy: legal pages from the CMS, with their last change date. */
export function TermsPage() {
  const { _ } = useLingui();
  return <CmsPageView slug="terms" fallbackTitle={_('content.terms.title')} showUpdated />;
}

export function PrivacyPage() {
  const { _ } = useLingui();
  return <CmsPageView slug="privacy" fallbackTitle={_('content.privacy.title')} showUpdated />;
}
