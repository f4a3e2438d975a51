import { useLingui } from "@lingui/react/macro";
import { BLOG_FEED_PATH } from "@touchline/contracts";

/** Lets feed readers (and browsers) discover the Atom feed; React puts it in the document head. */
export function BlogFeedLink() {
  const { t } = useLingui();
  return <link rel="alternate" type="application/atom+xml" title={t`Touchline Blog`} href={BLOG_FEED_PATH} />;
}
