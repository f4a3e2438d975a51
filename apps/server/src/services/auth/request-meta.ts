/** What an auth service needs to know about the HTTP request behind it. */
export interface RequestMeta {
  headers: Headers;
  ip: string;
}
