import { BLOG_FEED_PATH } from "@touchline/contracts";

/** Lets feed readers (and browsers) discover the Atom feed; React puts it in the document head. */
export function BlogFeedLink() {
  return <link rel="alternate" type="application/atom+xml" title="Touchline Blog" href={BLOG_FEED_PATH} />;
}
