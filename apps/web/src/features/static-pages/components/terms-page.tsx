import { Trans, useLingui } from "@lingui/react/macro";
import { Link } from "react-router";
import { LastUpdated } from "./last-updated.tsx";
import { Prose, ProsePage } from "./prose-page.tsx";

export default function TermsPage() {
  const { t } = useLingui();
  return (
    <ProsePage
      title={t`Terms of Service`}
      description={t`The terms for using Touchline, publishing sessions and copying other coaches' work.`}
      meta={<LastUpdated />}
      lead={t`These terms are the agreement between you and Touchline when you use the service. Please read them; they are short and written to be understood.`}
    >
      <Prose>
        <h2>
          <Trans>1. Acceptance of these terms</Trans>
        </h2>
        <p>
          <Trans>
            By creating an account or using Touchline, including the tactical board without an account, you agree to
            these terms and to our <Link to="/privacy">privacy policy</Link>. If you do not agree, please do not use
            Touchline.
          </Trans>
        </p>

        <h2>
          <Trans>2. The service</Trans>
        </h2>
        <p>
          <Trans>
            Touchline is a web application for football coaches to design drills and training sessions on a pitch, keep
            them in a personal library, publish them to a global library, export them as PDFs and use a tactical board.
          </Trans>
        </p>
        <p>
          <Trans>
            Touchline is in <strong>beta</strong>. Features may change, be added or be removed, and you may meet bugs.
            We work to keep your sessions safe, but we recommend exporting sessions that matter to you as PDFs.
          </Trans>
        </p>

        <h2>
          <Trans>3. Your account</Trans>
        </h2>
        <ul>
          <li>
            <Trans>
              Each person may have <strong>one account</strong>. Accounts are personal and may not be shared or
              transferred.
            </Trans>
          </li>
          <li>
            <Trans>The details you give us, including your name, must be accurate and kept up to date.</Trans>
          </li>
          <li>
            <Trans>
              You are responsible for keeping your password secret and for what happens under your account. Tell us
              straight away if you think someone else has used it.
            </Trans>
          </li>
          <li>
            <Trans>
              You must be old enough to enter into this agreement where you live, or use Touchline with the permission
              of a parent or guardian.
            </Trans>
          </li>
        </ul>

        <h2>
          <Trans>4. Acceptable use</Trans>
        </h2>
        <p>
          <Trans>When you use Touchline, you agree not to:</Trans>
        </p>
        <ul>
          <li>
            <Trans>break the law, or help anyone else to;</Trans>
          </li>
          <li>
            <Trans>post content that is abusive, hateful, harassing, sexually explicit or discriminatory;</Trans>
          </li>
          <li>
            <Trans>
              upload content you do not have the right to share, or that infringes someone else&apos;s rights;
            </Trans>
          </li>
          <li>
            <Trans>publish personal data about other people, such as players, without a lawful reason to do so;</Trans>
          </li>
          <li>
            <Trans>send spam or advertising through sessions, feedback or any other feature;</Trans>
          </li>
          <li>
            <Trans>
              try to access accounts or data that are not yours, probe or break our security, or disrupt or overload the
              service;
            </Trans>
          </li>
          <li>
            <Trans>copy the global library in bulk by automated means;</Trans>
          </li>
          <li>
            <Trans>pretend to be someone else.</Trans>
          </li>
        </ul>

        <h2>
          <Trans>5. Your content</Trans>
        </h2>
        <p>
          <Trans>
            You keep <strong>ownership</strong> of the sessions, drills and other content you create. You give Touchline
            permission to store, copy, display and process your content only as needed to run the service for you — for
            example to save it, show it on your devices and turn it into a PDF.
          </Trans>
        </p>
        <p>
          <Trans>Your sessions are private until you choose to publish them.</Trans>
        </p>

        <h2>
          <Trans>6. Public sessions</Trans>
        </h2>
        <p>
          <Trans>
            When you publish a session to the global library, you allow other Touchline users to view it, copy it into
            their own library, <strong>adapt it</strong> and use it in their own coaching, including printing it. The
            session is shown with your name as its author. This permission is free of charge and worldwide.
          </Trans>
        </p>
        <p>
          <Trans>
            Only publish sessions you have the right to share. If you later remove a session or delete your account,
            copies that other coaches have already made may remain in their libraries.
          </Trans>
        </p>

        <h2>
          <Trans>7. Our content</Trans>
        </h2>
        <p>
          <Trans>
            The Touchline name and logo, the design of the application, its software and the content we write ourselves
            belong to Touchline. You may not copy or reuse them except as these terms or the law allow. If you send us
            ideas or feedback, we may use them to improve Touchline without owing you anything for them.
          </Trans>
        </p>

        <h2>
          <Trans>8. Availability</Trans>
        </h2>
        <p>
          <Trans>
            We aim to keep Touchline available at all times but cannot promise it. The service may be interrupted for
            maintenance, updates or reasons outside our control, and features may change during the beta. We will try to
            give notice of planned interruptions and significant changes.
          </Trans>
        </p>

        <h2>
          <Trans>9. Termination</Trans>
        </h2>
        <p>
          <Trans>
            You can stop using Touchline at any time and delete your account. We may suspend or close an account that
            seriously or repeatedly breaks these terms, or where the law requires us to. Where it is reasonable, we will
            tell you first and explain why.
          </Trans>
        </p>

        <h2>
          <Trans>10. Disclaimers and liability</Trans>
        </h2>
        <p>
          <Trans>
            Touchline is a planning tool. You remain responsible for the sessions you run: for choosing activities that
            suit the age, ability and fitness of your players, for the safety of the playing area, and for supervision.
            Sessions in the global library are shared by other coaches and are not reviewed by us for coaching quality
            or safety.
          </Trans>
        </p>
        <p>
          <Trans>
            The service is provided &ldquo;as is&rdquo; and &ldquo;as available&rdquo;. As far as the law allows,
            Touchline is not liable for indirect or consequential losses, or for loss of data. Nothing in these terms
            limits liability that cannot be limited by law, such as liability for death or personal injury caused by
            negligence, or for fraud, and nothing affects your statutory rights as a consumer.
          </Trans>
        </p>

        <h2>
          <Trans>11. Changes to these terms</Trans>
        </h2>
        <p>
          <Trans>
            We may update these terms, for example when we add features. The date at the top shows the current version.
            We will tell you about significant changes in the app before they take effect; if you keep using Touchline
            afterwards, the new terms apply. If you do not agree with them, you can delete your account.
          </Trans>
        </p>

        <h2>
          <Trans>12. Governing law</Trans>
        </h2>
        <p>
          <Trans>
            These terms are governed by the <strong>laws of Malta</strong>, and the <strong>courts of Malta</strong>{" "}
            have jurisdiction over any dispute arising from them. If you are a consumer living elsewhere in the European
            Union, you also keep the protection of the mandatory laws of your own country and may bring a claim in its
            courts.
          </Trans>
        </p>
        <p>
          <Trans>
            Questions about these terms are welcome on the <Link to="/feedback">feedback page</Link>.
          </Trans>
        </p>
      </Prose>
    </ProsePage>
  );
}
