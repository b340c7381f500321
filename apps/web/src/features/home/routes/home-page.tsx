import { useLingui } from '@lingui/react';
import { useCmsPage } from '../../../api/get-cms-page';
import { usePageTitle } from '../../../hooks/use-page-title';
import { useSiteName } from '../../../hooks/use-site-name';
import { selectIsLoggedIn, useAppSelector } from '../../../store';
import { CourseSection } from '../components/course-section';
import { HomeBanner, HomeFeatures } from '../components/home-blocks';
import { HomeCategories } from '../components/home-categories';
import { HomeHero } from '../components/home-hero';
import { HomeTestimonials } from '../components/home-testimonials';

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
      <HomeCategories />
      <HomeFeatures blocks={features} siteName={siteName} />
      <CourseSection
        id="home-top-rated"
        title={_('home.topRated')}
        sort="rating"
        seeAllLabel={_('home.topRatedAll')}
      />
      <HomeTestimonials />
      {banners.map((block) => (
        <HomeBanner key={block.key} block={block} />
      ))}
    </>
  );
}
