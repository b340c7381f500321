/** The web address of a certificate's page (the public verification page). */
export const certificatePath = (id: string) => `/certificates/${encodeURIComponent(id)}`;
