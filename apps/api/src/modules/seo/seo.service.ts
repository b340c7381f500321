import type { AppContext } from '../../app-context.js';
import { findCertificateHead } from '../certificates/certificates.service.js';
import { findCourseMeta } from '../courses/courses.service.js';
import type { PageHead } from './page-head.js';

const coursePath = /^\/courses\/([a-z0-9-]{1,120})\/?$/;
const certificatePath = /^\/certificates\/([A-Za-z0-9_-]{1,64})\/?$/;

/**
 * The head of a web page the server knows more about than the built index.html: a published course's
 * page gets its title, description and Open Graph image. Null for every other URL (the default head).
 */
export async function pageHeadFor(ctx: AppContext, url: string): Promise<PageHead | null> {
  const certificateId = certificatePath.exec(url)?.[1];
  if (certificateId) return certificateHead(ctx, certificateId, url);
  const slug = coursePath.exec(url)?.[1];
  const course = slug ? await findCourseMeta(ctx, slug) : null;
  if (!course) return null;
  const { publicUrl } = ctx.config;
  const image = course.imageUrl;
  return {
    title: `${course.title} | Coursewise`,
    description: course.description,
    url: `${publicUrl}${url}`,
    imageUrl: image && !image.startsWith('http') ? `${publicUrl}${image}` : image,
    type: 'article',
  };
}

/**
 * A certificate's public page previews as "<holder> — <course>" (or says it was revoked); an unknown
 * id still gets the verification page's own title rather than the home page's.
 */
async function certificateHead(ctx: AppContext, id: string, url: string): Promise<PageHead> {
  const { siteName, certificate } = await findCertificateHead(ctx, id);
  const pageUrl = `${ctx.config.publicUrl}${url}`;
  if (!certificate) {
    return {
      title: `Certificate verification | ${siteName}`,
      description: `No ${siteName} certificate has this link. Check that it was copied in full.`,
      url: pageUrl,
      imageUrl: null,
    };
  }
  const { holderName, courseTitle, number, issuedOn, revokedOn } = certificate;
  return revokedOn
    ? {
        title: `Revoked certificate: ${holderName} — ${courseTitle}`,
        description: `${siteName} certificate ${number}, issued on ${issuedOn}, was revoked on ${revokedOn} and is no longer valid.`,
        url: certificate.url,
        imageUrl: null,
      }
    : {
        title: `${holderName} — ${courseTitle}`,
        description: `${holderName} completed ${courseTitle} on ${siteName}. Certificate ${number}, issued on ${issuedOn}.`,
        url: certificate.url,
        imageUrl: null,
      };
}
