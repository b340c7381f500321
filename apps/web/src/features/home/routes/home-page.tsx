import { useLingui } from '@lingui/react';
import { lazy, Suspense } from 'react';
import { useCmsPage } from '../../../api/get-cms-page';
import { usePageTitle } from '../../../hooks/use-page-title';
import { useSiteName } from '../../../hooks/use-site-name';
import { named } from '../../../lib/lazy-named';
import { selectIsLoggedIn, useAppSelector } from '../../../store';
import { CourseSection } from '../components/course-section';
import { HomeHero } from '../components/home-hero';

// Below the first screen: drawn by the server, hydrated when their chunk arrives (below-the-fold.ts).
const belowTheFold = () => import('../components/below-the-fold');
const HomeCategories = lazy(() => belowTheFold().then(named('HomeCategories')));
const HomeFeatures = lazy(() => belowTheFold().then(named('HomeFeatures')));
const HomeTestimonials = lazy(() => belowTheFold().then(named('HomeTestimonials')));
const HomeBanner = lazy(() => belowTheFold().then(named('HomeBanner')));

const HERO_KEY = 'hero';

/** The home page: CMS hero, popular and top-rated courses, categories, selling points, testimonials. */
export function HomePage() {
  usePageTitle();
  const { _ } = useLingui();
  const siteName = useSiteName();
  const isLoggedIn = useAppSelector(selectIsLoggedIn);
  const page = useCmsPage('home');
  const blocks = page.data?.blocks ?? [];
  const hero = blocks.find((block) => block.key === HERO_KEY);
  const others = blocks.filter((block) => block.key !== HERO_KEY);
  const banners = others.filter((block) => block.ctaUrl && block.ctaLabel);
  const features = others.filter((block) => !(block.ctaUrl && block.ctaLabel));

  return (
    <>
      <HomeHero block={hero} isLoading={page.isPending} isLoggedIn={isLoggedIn} />
      <CourseSection
        id="home-popular"
        title={_('home.popular')}
        sort="popular"
        seeAllLabel={_('home.popularAll')}
        eagerImages={4}
        hasPriorityImage
      />
      <Suspense fallback={null}>
        <HomeCategories />
        <HomeFeatures blocks={features} siteName={siteName} />
      </Suspense>
      <CourseSection
        id="home-top-rated"
        title={_('home.topRated')}
        sort="rating"
        seeAllLabel={_('home.topRatedAll')}
      />
      <Suspense fallback={null}>
        <HomeTestimonials />
        {banners.map((block) => (
          <HomeBanner key={block.key} block={block} />
        ))}
      </Suspense>
    </>
  );
}
