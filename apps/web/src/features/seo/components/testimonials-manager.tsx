import { zodResolver } from "../../../lib/i18n/zod-resolver.ts";
import { plural } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import {
  MAX_TESTIMONIAL_CONTENT,
  MAX_TESTIMONIAL_NAME,
  MAX_TESTIMONIAL_RATING,
  MAX_TESTIMONIAL_ROLE,
  PUBLIC_TESTIMONIALS_LIMIT,
  type Testimonial,
  TestimonialInputSchema,
} from "@touchline/contracts";
import { lazy, Suspense, useId, useState } from "react";
import { useForm } from "react-hook-form";
import { z } from "zod";
import { Button } from "../../../components/ui/button.tsx";
import { Pagination } from "../../../components/ui/pagination.tsx";
import { PageSpinner } from "../../../components/ui/spinner.tsx";
import { TextField } from "../../../components/ui/text-field.tsx";
import { TextareaField } from "../../../components/ui/textarea-field.tsx";
import { toast } from "../../../components/ui/toast-store.ts";
import { showApiError } from "../../../lib/show-api-error.ts";
import { useAdminTestimonials, useDeleteTestimonial, useSaveTestimonial } from "../api/use-admin-testimonials.ts";

const ConfirmDialog = lazy(() => import("../../../components/ui/confirm-dialog.tsx"));

/** The form's own shape: the rating as the select's value ("" for none). */
const FormSchema = TestimonialInputSchema.omit({ rating: true }).extend({ rating: z.string() });
type FormValues = z.input<typeof FormSchema>;
const FIELDS = ["name", "role", "content", "rating"] as const;

const valuesOf = (testimonial: Testimonial | null): FormValues => ({
  name: testimonial?.name ?? "",
  role: testimonial?.role ?? "",
  content: testimonial?.content ?? "",
  rating: testimonial?.rating ? String(testimonial.rating) : "",
});

/** The top of the rating scale, named as the messages name it ("4 out of {maximum}"). */
const maximum = MAX_TESTIMONIAL_RATING;
const RATINGS = Array.from({ length: MAX_TESTIMONIAL_RATING }, (_, index) => MAX_TESTIMONIAL_RATING - index);

/** Adds a quote (no testimonial) or edits one. */
function TestimonialForm({ testimonial, onDone }: { testimonial: Testimonial | null; onDone?: () => void }) {
  const { t } = useLingui();
  const save = useSaveTestimonial();
  const form = useForm<FormValues>({ defaultValues: valuesOf(testimonial), resolver: zodResolver(FormSchema) });
  const { errors, isSubmitting } = form.formState;
  const contentLength = form.watch("content").length;
  const maxLength = MAX_TESTIMONIAL_CONTENT;
  const ratingId = useId();
  const quotedName = testimonial?.name;
  const name = testimonial ? t`Edit the quote of ${quotedName}` : t`Add a testimonial`;

  const submit = form.handleSubmit(async (values) => {
    try {
      const { testimonial: saved } = await save.mutateAsync({
        id: testimonial?.id ?? null,
        input: { ...values, rating: values.rating ? Number(values.rating) : null },
      });
      const savedName = saved.name;
      toast({
        title: testimonial ? t`Testimonial saved` : t`Testimonial added`,
        description: t`${savedName}'s words are on the landing page.`,
      });
      form.reset(valuesOf(null));
      onDone?.();
    } catch (error) {
      showApiError(error, t`Could not save the testimonial`, {
        setError: form.setError,
        fields: FIELDS,
        fallback: t`Please try again.`,
      });
    }
  });

  return (
    <form noValidate onSubmit={submit} aria-label={name} className="flex flex-col gap-4">
      <div className="grid gap-4 md:grid-cols-2">
        <TextField
          label={t`Name`}
          autoComplete="off"
          maxLength={MAX_TESTIMONIAL_NAME}
          error={errors.name?.message}
          {...form.register("name")}
        />
        <TextField
          label={t`Role (optional)`}
          autoComplete="off"
          maxLength={MAX_TESTIMONIAL_ROLE}
          error={errors.role?.message}
          hint={t`Who they are, e.g. U12 coach, Valletta FC.`}
          {...form.register("role")}
        />
      </div>
      <TextareaField
        label={t`Quote`}
        rows={3}
        maxLength={MAX_TESTIMONIAL_CONTENT}
        error={errors.content?.message}
        hint={t`${contentLength} / ${plural(maxLength, { one: "# character", other: "# characters" })}. Their own words, with their permission.`}
        {...form.register("content")}
      />
      <div className="flex flex-col gap-1.5 sm:w-56">
        <label htmlFor={ratingId} className="text-sm font-medium text-slate-800">
          <Trans>Rating</Trans>
        </label>
        <select
          id={ratingId}
          className="h-11 w-full rounded-lg border border-slate-300 bg-white px-3 text-base focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-200"
          {...form.register("rating")}
        >
          <option value="">{t`No rating`}</option>
          {RATINGS.map((rating) => (
            <option key={rating} value={String(rating)}>
              {t`${rating} out of ${maximum}`}
            </option>
          ))}
        </select>
        {errors.rating ? (
          <p role="alert" className="text-sm text-red-600">
            {errors.rating.message}
          </p>
        ) : null}
      </div>
      <div className="flex flex-wrap gap-3">
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? t`Please wait...` : testimonial ? t`Save testimonial` : t`Add testimonial`}
        </Button>
        {onDone ? (
          <Button variant="secondary" onClick={onDone}>
            <Trans>Cancel</Trans>
          </Button>
        ) : null}
      </div>
    </form>
  );
}

function TestimonialItem({ testimonial }: { testimonial: Testimonial }) {
  const { t } = useLingui();
  const { name, rating } = testimonial;
  const [isEditing, setIsEditing] = useState(false);
  const [isConfirmingDelete, setIsConfirmingDelete] = useState(false);
  const remove = useDeleteTestimonial();
  const deleteNow = async () => {
    try {
      await remove.mutateAsync(testimonial.id);
      toast({
        title: t`Testimonial deleted`,
        description: t`${name}'s words are no longer on the landing page.`,
      });
    } catch (error) {
      showApiError(error, t`Could not delete the testimonial`, { fallback: t`Please try again.` });
    }
  };

  if (isEditing) {
    return (
      <li className="rounded-2xl bg-white p-5 ring-2 ring-brand-600">
        <TestimonialForm testimonial={testimonial} onDone={() => setIsEditing(false)} />
      </li>
    );
  }
  return (
    <li className="flex flex-col gap-3 rounded-2xl bg-white p-5 ring-1 ring-slate-200 sm:flex-row sm:items-start sm:justify-between">
      <figure className="min-w-0">
        <blockquote className="whitespace-pre-line break-words text-slate-800">“{testimonial.content}”</blockquote>
        <figcaption className="mt-2 text-sm text-slate-600">
          <span className="font-semibold text-slate-900">{testimonial.name}</span>
          {testimonial.role ? `, ${testimonial.role}` : ""}
          {rating ? ` · ${t`${rating} out of ${maximum}`}` : ""}
        </figcaption>
      </figure>
      <div className="flex shrink-0 gap-2">
        <Button variant="secondary" size="sm" onClick={() => setIsEditing(true)}>
          <Trans>
            Edit<span className="sr-only"> the quote of {name}</span>
          </Trans>
        </Button>
        <Button variant="danger" size="sm" disabled={remove.isPending} onClick={() => setIsConfirmingDelete(true)}>
          <Trans>
            Delete<span className="sr-only"> the quote of {name}</span>
          </Trans>
        </Button>
      </div>
      {isConfirmingDelete ? (
        <Suspense fallback={null}>
          <ConfirmDialog
            open
            onOpenChange={setIsConfirmingDelete}
            title={t`Delete this testimonial?`}
            description={t`${name}'s words will leave the landing page for good.`}
            confirmLabel={t`Delete testimonial`}
            isDestructive
            onConfirm={() => void deleteNow()}
          />
        </Suspense>
      ) : null}
    </li>
  );
}

/** The landing page's quotes, for super admins: the newest few show there; without any, the section hides. */
export function TestimonialsManager() {
  const { t } = useLingui();
  const limit = PUBLIC_TESTIMONIALS_LIMIT;
  const [page, setPage] = useState(1);
  const list = useAdminTestimonials(page, true);
  const headingId = useId();
  const pages = list.data ? Math.max(1, Math.ceil(list.data.total / list.data.pageSize)) : 1;
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-4">
      <div>
        <h2 id={headingId} className="text-xl font-semibold tracking-tight text-slate-900">
          <Trans>Landing page testimonials</Trans>
        </h2>
        <p className="mt-1 text-slate-600">
          <Trans>
            Real quotes from coaches, entered with their permission. The landing page shows the newest {limit}; without
            any, its testimonials section is hidden.
          </Trans>
        </p>
      </div>
      <div className="rounded-2xl bg-white p-5 ring-1 ring-slate-200">
        <h3 className="mb-4 font-semibold text-slate-900">
          <Trans>Add a testimonial</Trans>
        </h3>
        <TestimonialForm testimonial={null} />
      </div>
      {list.isPending ? (
        <PageSpinner />
      ) : list.isError ? (
        <p role="alert" className="text-red-700">
          {list.error.message}
        </p>
      ) : list.data.testimonials.length === 0 ? (
        <p className="rounded-2xl bg-white p-6 text-center text-slate-600 ring-1 ring-slate-200">
          <Trans>No testimonials yet: the landing page hides the section.</Trans>
        </p>
      ) : (
        <>
          <ul aria-label={t`Testimonials`} className="flex flex-col gap-3">
            {list.data.testimonials.map((testimonial) => (
              <TestimonialItem key={testimonial.id} testimonial={testimonial} />
            ))}
          </ul>
          <Pagination page={page} pages={pages} onPageChange={setPage} />
        </>
      )}
    </section>
  );
}
