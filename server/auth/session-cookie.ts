/** The HttpOnly cookie that lets `<video>`/`<audio>` elements reach private media (set by `POST /api/session`). */
export const SESSION_COOKIE = 'media_access_session';
