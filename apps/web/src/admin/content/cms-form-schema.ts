import {
  type AdminCmsPage,
  type CmsPageBody,
  adminContentLimits as L,
  type UploadArea,
} from '@coursewise/contract';
import { type Static, Type } from '@sinclair/typebox';
import type { Translate } from '../lib/locale-text';

const blockSchema = (_: Translate) =>
  Type.Object({
    key: Type.String({
      minLength: 1,
      maxLength: 60,
      pattern: '^[a-z0-9]+(?:[-_][a-z0-9]+)*$',
      errorMessage: _('console.content.cms.keyRule'),
    }),
    title: Type.String({ maxLength: L.titleMax }),
    body: Type.String({ maxLength: L.blockBodyMax }),
    imageUrl: Type.Union([Type.String(), Type.Null()]),
    ctaLabel: Type.String({ maxLength: L.ctaLabelMax }),
    ctaUrl: Type.Union(
      [Type.Literal(''), Type.String({ maxLength: L.urlMax, pattern: '^(/(?![/\\\\])|https?://)\\S*$' })],
      { errorMessage: _('console.content.cms.linkRule') },
    ),
  });

/** The page form: empty strings stand for "none" and become null in the body. */
export const cmsFormSchema = (_: Translate) =>
  Type.Object({
    title: Type.String({ minLength: 1, maxLength: L.titleMax }),
    summary: Type.String({ maxLength: L.summaryMax }),
    blocks: Type.Array(blockSchema(_), { maxItems: L.blocksMax }),
  });
export type CmsFormValues = Static<ReturnType<typeof cmsFormSchema>>;
export type CmsBlockValues = CmsFormValues['blocks'][number];

export const emptyBlock = (key: string): CmsBlockValues => ({
  key,
  title: '',
  body: '',
  imageUrl: null,
  ctaLabel: '',
  ctaUrl: '',
});

export function toCmsFormValues(page: AdminCmsPage): CmsFormValues {
  return {
    title: page.title,
    summary: page.summary ?? '',
    blocks: page.blocks.map((b) => ({
      key: b.key,
      title: b.title ?? '',
      body: b.body ?? '',
      imageUrl: b.imageUrl,
      ctaLabel: b.ctaLabel ?? '',
      ctaUrl: b.ctaUrl ?? '',
    })),
  };
}

const orNull = (value: string) => (value.trim() === '' ? null : value.trim());

/** The PUT body: every block in the order shown, empty fields as null. */
export function toCmsBody(values: CmsFormValues): CmsPageBody {
  return {
    title: values.title.trim(),
    summary: orNull(values.summary),
    blocks: values.blocks.map((b) => ({
      key: b.key.trim(),
      title: orNull(b.title),
      body: b.body === '' ? null : b.body,
      imageUrl: b.imageUrl,
      ctaLabel: orNull(b.ctaLabel),
      ctaUrl: orNull(b.ctaUrl),
    })),
  };
}

/**
 * The PUT body of a page's words in another language: blocks named by key, without pictures (they
 * belong to the default language's page, which alone adds, removes and orders blocks).
 */
export function toCmsTranslationBody(values: CmsFormValues): CmsPageBody {
  const { title, summary, blocks } = toCmsBody(values);
  return {
    title,
    summary,
    blocks: blocks?.map((b) => ({
      key: b.key,
      title: b.title,
      body: b.body,
      ctaLabel: b.ctaLabel,
      ctaUrl: b.ctaUrl,
    })),
  };
}

/** The upload area whose image sizes suit the page. */
export function uploadAreaFor(slug: string): UploadArea {
  if (slug === 'about' || slug === 'about-us') return 'about-us';
  if (slug === 'faq') return 'faq';
  return 'home-content';
}
