import SwaggerUI from 'swagger-ui-react';
import 'swagger-ui-react/swagger-ui.css';
import './api-reference.css';
import { getIdToken } from '@/lib/firebase';
import { drawAllOperations } from './all-operations';

type SwaggerRequest = { url: string; headers: Record<string, string> };

/** "Try it out" calls carry the operator's own ID token (fresh on each call; Firebase refreshes it as needed). */
async function withOperatorToken(request: SwaggerRequest): Promise<SwaggerRequest> {
  const token = await getIdToken();
  const sameOrigin = new URL(request.url, window.location.href).origin === window.location.origin;
  if (token && sameOrigin) request.headers.Authorization = `Bearer ${token}`;
  return request;
}

/**
 * The interactive reference of `/api/openapi.json`, rendered by swagger-ui. Its own stylesheet is light-only, so
 * its container stays light in the dark theme too (see api-reference.css); loaded lazily, in a chunk of its own.
 * Every operation is drawn, not only those in view (see all-operations.tsx).
 */
export default function ApiReference() {
  return (
    <div className="operator-api-reference rounded-md border">
      <SwaggerUI
        url="/api/openapi.json"
        requestInterceptor={withOperatorToken as never}
        tryItOutEnabled={false}
        deepLinking={false}
        plugins={[drawAllOperations]}
      />
    </div>
  );
}
