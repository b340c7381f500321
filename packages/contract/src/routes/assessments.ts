import { defineRoutes } from '../route.js';

export const assessmentRoutes = defineRoutes({
  getChapterQuestions: { method: 'GET', url: '/chapter/questions' },
  addChapterAnswers: { method: 'POST', url: '/chapterAnswer/add' },
  listChapterAnswers: { method: 'GET', url: '/chapterAnswer/getAll' },
  getFinalQuestions: { method: 'GET', url: '/course/final-question' },
  addFinalAnswers: { method: 'POST', url: '/courseAnswer/add' },
  listFinalAnswers: { method: 'GET', url: '/courseAnswer/getAll' },
  getFinalReview: { method: 'GET', url: '/courseAnswer/getAllCourseAnswerDetails' },
});

export const certificateRoutes = defineRoutes({
  listCertificates: { method: 'GET', url: '/certification/details' },
  getCertificate: { method: 'GET', url: '/certification/details/:id' },
  reissueCertificate: { method: 'POST', url: '/certification/:id/reissue' },
  getCertificatePdf: { method: 'GET', url: '/certification/:id/pdf' },
  verifyCertificate: { method: 'GET', url: '/certification/verify/:id' },
  getCertificateCredential: { method: 'GET', url: '/certification/:id/credential' },
  getCertificateStatusList: { method: 'GET', url: '/certification/status-list/:list' },
  getCertificateShareImage: { method: 'GET', url: '/certification/:id/share.png' },
});
