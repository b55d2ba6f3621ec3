import type { AuthedEnv } from '../auth/current-user';
import { createRouter } from '../http/create-router';
import { reviewCorrectionsRouter } from './review-corrections';
import { reviewOutboxRouter } from './review-outbox';
import { reviewRequestsRouter } from './review-requests';
import type { AppDeps } from '../app-deps';

/** Acting on the review queues: corrections, requests, their counts, and the outbox their mail leaves through. */
export function reviewRouter(deps: AppDeps) {
  const router = createRouter<AuthedEnv>();
  router.route('/', reviewCorrectionsRouter(deps));
  router.route('/', reviewRequestsRouter(deps));
  router.route('/', reviewOutboxRouter(deps));
  return router;
}
