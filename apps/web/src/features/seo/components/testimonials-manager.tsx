import { zodResolver } from "@hookform/resolvers/zod";
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

const RATINGS = Array.from({ length: MAX_TESTIMONIAL_RATING }, (_, index) => MAX_TESTIMONIAL_RATING - index);

/** Adds a quote (no testimonial) or edits one. */
function TestimonialForm({ testimonial, onDone }: { testimonial: Testimonial | null; onDone?: () => void }) {
  const save = useSaveTestimonial();
  const form = useForm<FormValues>({ defaultValues: valuesOf(testimonial), resolver: zodResolver(FormSchema) });
  const { errors, isSubmitting } = form.formState;
  const content = form.watch("content");
  const ratingId = useId();
  const name = testimonial ? `Edit the quote of ${testimonial.name}` : "Add a testimonial";

  const submit = form.handleSubmit(async (values) => {
    try {
      const { testimonial: saved } = await save.mutateAsync({
        id: testimonial?.id ?? null,
        input: { ...values, rating: values.rating ? Number(values.rating) : null },
      });
      toast({
        title: testimonial ? "Testimonial saved" : "Testimonial added",
        description: `${saved.name}'s words are on the landing page.`,
      });
      form.reset(valuesOf(null));
      onDone?.();
    } catch (error) {
      showApiError(error, "Could not save the testimonial", {
        setError: form.setError,
        fields: FIELDS,
        fallback: "Please try again.",
      });
    }
  });

  return (
    <form noValidate onSubmit={submit} aria-label={name} className="flex flex-col gap-4">
      <div className="grid gap-4 md:grid-cols-2">
        <TextField
          label="Name"
          autoComplete="off"
          maxLength={MAX_TESTIMONIAL_NAME}
          error={errors.name?.message}
          {...form.register("name")}
        />
        <TextField
          label="Role (optional)"
          autoComplete="off"
          maxLength={MAX_TESTIMONIAL_ROLE}
          error={errors.role?.message}
          hint="Who they are, e.g. U12 coach, Valletta FC."
          {...form.register("role")}
        />
      </div>
      <TextareaField
        label="Quote"
        rows={3}
        maxLength={MAX_TESTIMONIAL_CONTENT}
        error={errors.content?.message}
        hint={`${content.length} / ${MAX_TESTIMONIAL_CONTENT} characters. Their own words, with their permission.`}
        {...form.register("content")}
      />
      <div className="flex flex-col gap-1.5 sm:w-56">
        <label htmlFor={ratingId} className="text-sm font-medium text-slate-800">
          Rating
        </label>
        <select
          id={ratingId}
          className="h-11 w-full rounded-lg border border-slate-300 bg-white px-3 text-base focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-200"
          {...form.register("rating")}
        >
          <option value="">No rating</option>
          {RATINGS.map((rating) => (
            <option key={rating} value={String(rating)}>
              {`${rating} out of ${MAX_TESTIMONIAL_RATING}`}
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
          {isSubmitting ? "Please wait..." : testimonial ? "Save testimonial" : "Add testimonial"}
        </Button>
        {onDone ? (
          <Button variant="secondary" onClick={onDone}>
            Cancel
          </Button>
        ) : null}
      </div>
    </form>
  );
}

function TestimonialItem({ testimonial }: { testimonial: Testimonial }) {
  const [isEditing, setIsEditing] = useState(false);
  const [isConfirmingDelete, setIsConfirmingDelete] = useState(false);
  const remove = useDeleteTestimonial();
  const deleteNow = async () => {
    try {
      await remove.mutateAsync(testimonial.id);
      toast({
        title: "Testimonial deleted",
        description: `${testimonial.name}'s words are no longer on the landing page.`,
      });
    } catch (error) {
      showApiError(error, "Could not delete the testimonial", { fallback: "Please try again." });
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
          {testimonial.rating ? ` · ${testimonial.rating} out of ${MAX_TESTIMONIAL_RATING}` : ""}
        </figcaption>
      </figure>
      <div className="flex shrink-0 gap-2">
        <Button variant="secondary" size="sm" onClick={() => setIsEditing(true)}>
          Edit<span className="sr-only">{` the quote of ${testimonial.name}`}</span>
        </Button>
        <Button variant="danger" size="sm" disabled={remove.isPending} onClick={() => setIsConfirmingDelete(true)}>
          Delete<span className="sr-only">{` the quote of ${testimonial.name}`}</span>
        </Button>
      </div>
      {isConfirmingDelete ? (
        <Suspense fallback={null}>
          <ConfirmDialog
            open
            onOpenChange={setIsConfirmingDelete}
            title="Delete this testimonial?"
            description={`${testimonial.name}'s words will leave the landing page for good.`}
            confirmLabel="Delete testimonial"
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
  const [page, setPage] = useState(1);
  const list = useAdminTestimonials(page, true);
  const headingId = useId();
  const pages = list.data ? Math.max(1, Math.ceil(list.data.total / list.data.pageSize)) : 1;
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-4">
      <div>
        <h2 id={headingId} className="text-xl font-semibold tracking-tight text-slate-900">
          Landing page testimonials
        </h2>
        <p className="mt-1 text-slate-600">
          {`Real quotes from coaches, entered with their permission. The landing page shows the newest ${PUBLIC_TESTIMONIALS_LIMIT}; without any, its testimonials section is hidden.`}
        </p>
      </div>
      <div className="rounded-2xl bg-white p-5 ring-1 ring-slate-200">
        <h3 className="mb-4 font-semibold text-slate-900">Add a testimonial</h3>
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
          No testimonials yet: the landing page hides the section.
        </p>
      ) : (
        <>
          <ul aria-label="Testimonials" className="flex flex-col gap-3">
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
