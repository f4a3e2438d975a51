import { Trans, useLingui } from "@lingui/react/macro";
import { Link } from "react-router";
import { LastUpdated } from "./last-updated.tsx";
import { Prose, ProsePage } from "./prose-page.tsx";

export default function PrivacyPage() {
  const { t } = useLingui();
  return (
    <ProsePage
      title={t`Privacy Policy`}
      description={t`How Touchline keeps and protects your data, and the rights you have over it.`}
      meta={<LastUpdated />}
      lead={t`This policy explains what personal data Touchline collects, why, where it is kept, and the rights you have over it. We have tried to write it in plain language.`}
    >
      <Prose>
        <h2>
          <Trans>1. Who we are</Trans>
        </h2>
        <p>
          <Trans>
            Touchline is a web application for football coaches to design drills and training sessions. It was built by
            a grassroots coach and is based in Malta, in the European Union. Touchline is the controller of the personal
            data described in this policy, and we process it in line with the EU General Data Protection Regulation
            (GDPR) and the data protection law of Malta.
          </Trans>
        </p>
        <p>
          <Trans>Touchline is currently in beta. The way we handle your data does not change because of that.</Trans>
        </p>

        <h2>
          <Trans>2. The data we collect</Trans>
        </h2>
        <ul>
          <li>
            <Trans>
              <strong>Account details:</strong> your e-mail address, first name and last name, given when you sign up,
              and your password, which we store only in a securely hashed form that cannot be read back.
            </Trans>
          </li>
          <li>
            <Trans>
              <strong>Content you create:</strong> sessions, drills, pitch diagrams and the text you add to them, and
              whether you have published a session.
            </Trans>
          </li>
          <li>
            <Trans>
              <strong>Community activity:</strong> feedback you submit, votes you cast, and whether you have read
              messages we send you in the app.
            </Trans>
          </li>
          <li>
            <Trans>
              <strong>Technical data:</strong> the information any web server receives, such as your IP address, browser
              type and the time of a request, used to keep the service running and secure.
            </Trans>
          </li>
        </ul>
        <p>
          <Trans>
            You can use the tactical board without an account. In that case we do not ask you for any personal data.
          </Trans>
        </p>

        <h2>
          <Trans>3. How we use your data</Trans>
        </h2>
        <ul>
          <li>
            <Trans>to create your account, sign you in and keep you signed in;</Trans>
          </li>
          <li>
            <Trans>to save your sessions and show them back to you on any device;</Trans>
          </li>
          <li>
            <Trans>to show your name as the author of sessions you publish and feedback you post;</Trans>
          </li>
          <li>
            <Trans>to send you e-mails the service needs, such as a password reset link;</Trans>
          </li>
          <li>
            <Trans>to answer your feedback and support requests;</Trans>
          </li>
          <li>
            <Trans>to protect Touchline against abuse and to find and fix faults.</Trans>
          </li>
        </ul>
        <p>
          <Trans>
            We do not sell your personal data, we do not use it for advertising, and we do not build profiles of you for
            anyone else.
          </Trans>
        </p>

        <h2>
          <Trans>4. Our legal basis</Trans>
        </h2>
        <ul>
          <li>
            <Trans>
              <strong>Contract:</strong> most processing is needed to provide the service you signed up for.
            </Trans>
          </li>
          <li>
            <Trans>
              <strong>Legitimate interests:</strong> keeping Touchline secure, preventing abuse and improving the
              product, in ways you would reasonably expect.
            </Trans>
          </li>
          <li>
            <Trans>
              <strong>Consent:</strong> where we ask for your consent, you can withdraw it at any time.
            </Trans>
          </li>
          <li>
            <Trans>
              <strong>Legal obligation:</strong> where the law requires us to keep or disclose certain information.
            </Trans>
          </li>
        </ul>

        <h2>
          <Trans>5. Public sessions and your name</Trans>
        </h2>
        <p>
          <Trans>
            Your sessions are private until you choose to publish one. A published session appears in the global
            library, where other coaches can view it, copy it into their own library and adapt it. Published sessions
            show the author&apos;s name, so other coaches will see your first and last name next to your work. Feedback
            you post on the feedback page is also shown with your name. If you delete your account, your feedback stays
            as &lsquo;Anonymous&rsquo; and copies other coaches made of your public sessions are credited to &lsquo;A
            former coach&rsquo;.
          </Trans>
        </p>
        <p>
          <Trans>
            Please do not put personal data about other people, such as the full names of the players you coach, into
            sessions you publish.
          </Trans>
        </p>

        <h2>
          <Trans>6. Where your data is stored</Trans>
        </h2>
        <p>
          <Trans>
            Touchline runs on its own server and database. Your data is stored in that database, on infrastructure
            provided by our hosting and database provider, which processes it only on our instructions and under a data
            processing agreement. Connections to Touchline are encrypted, and access to the data is limited to what is
            needed to run the service.
          </Trans>
        </p>
        <p>
          <Trans>
            If your data is ever transferred outside the European Economic Area, we will make sure it is protected by
            the safeguards the GDPR requires, such as the European Commission&apos;s standard contractual clauses.
          </Trans>
        </p>

        <h2>
          <Trans>7. Cookies and tracking</Trans>
        </h2>
        <p>
          <Trans>
            Touchline uses only one kind of cookie: a session cookie that is strictly necessary to sign you in and keep
            you signed in. It is not used for anything else and is not shared with anyone.
          </Trans>
        </p>
        <p>
          <Trans>
            We do not use third-party analytics, advertising cookies or trackers. Flags and profile avatars are drawn by
            Touchline itself, so viewing a page does not send your data to an image service.
          </Trans>
        </p>

        <h2>
          <Trans>8. How long we keep your data</Trans>
        </h2>
        <p>
          <Trans>
            We keep your personal data for as long as you have an account. When you delete your account, your personal
            data is deleted within 30 days; deleting it yourself in Account Settings removes it at once. We may keep a
            limited amount of information for longer only where the law requires it, and then only for that purpose.
          </Trans>
        </p>
        <p>
          <Trans>
            Server logs are kept only as long as needed to keep the service secure and to investigate faults.
          </Trans>
        </p>

        <h2>
          <Trans>9. Your rights under the GDPR</Trans>
        </h2>
        <p>
          <Trans>You have the right to:</Trans>
        </p>
        <ul>
          <li>
            <Trans>
              <strong>access</strong> the personal data we hold about you and receive a copy of it;
            </Trans>
          </li>
          <li>
            <Trans>
              <strong>rectification</strong> of data that is inaccurate or incomplete;
            </Trans>
          </li>
          <li>
            <Trans>
              <strong>erasure</strong> of your personal data (the &ldquo;right to be forgotten&rdquo;);
            </Trans>
          </li>
          <li>
            <Trans>
              <strong>data portability</strong>: to receive your data in a structured, commonly used, machine-readable
              format and to have it sent to another service;
            </Trans>
          </li>
          <li>
            <Trans>
              <strong>restriction</strong> of processing, for example while a correction is being checked;
            </Trans>
          </li>
          <li>
            <Trans>
              <strong>object</strong> to processing based on our legitimate interests;
            </Trans>
          </li>
          <li>
            <Trans>
              <strong>withdraw consent</strong> at any time, where processing is based on consent, without affecting
              processing that happened before.
            </Trans>
          </li>
        </ul>
        <p>
          <Trans>
            You can download a copy of your data and delete your account yourself in{" "}
            <Link to="/account-settings">Account Settings</Link>. To use any of these rights, contact us through the{" "}
            <Link to="/feedback">feedback page</Link>. Feedback posts are public, so keep the post short — for example
            &ldquo;Data access request&rdquo; — and leave out personal details: we will reply privately to the e-mail
            address on your account. We will answer within one month. If you are not satisfied with our answer, you may
            complain to a data protection supervisory authority; in Malta, that is the Information and Data Protection
            Commissioner (IDPC).
          </Trans>
        </p>

        <h2>
          <Trans>10. Children</Trans>
        </h2>
        <p>
          <Trans>
            Touchline is made for coaches and is not directed at children. Many coaches work with young players, so we
            ask you not to store more about them than a session needs: a first name, initials or a shirt number is
            usually plenty.
          </Trans>
        </p>

        <h2>
          <Trans>11. Changes and contact</Trans>
        </h2>
        <p>
          <Trans>
            We may update this policy as Touchline grows. The date at the top shows the current version, and we will let
            you know about significant changes in the app before they take effect.
          </Trans>
        </p>
        <p>
          <Trans>
            Questions about your privacy or this policy are welcome on the <Link to="/feedback">feedback page</Link>.
          </Trans>
        </p>
      </Prose>
    </ProsePage>
  );
}
