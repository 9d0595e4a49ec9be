/**
 * The API's route handlers and the methods each exports (OPTIONS is answered by Next for every one).
 * The part of the route registry with no imports, so next.config (which cannot resolve '@/') can read it.
 */
export const apiRoutes = {
  consent: { path: '/api/consent', methods: ['GET', 'HEAD', 'OPTIONS', 'POST'] },
  contactChallenge: { path: '/api/contact/challenge', methods: ['GET', 'HEAD', 'OPTIONS'] },
  contactDeliver: { path: '/api/contact/deliver', methods: ['OPTIONS', 'POST'] },
  health: { path: '/api/health', methods: ['GET', 'HEAD', 'OPTIONS'] },
  cspReport: { path: '/api/csp-report', methods: ['OPTIONS', 'POST'] },
} as const
